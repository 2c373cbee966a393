// The history of the site's content (docs/content-editing.md, "Publishing and history"): every version, newest first,
// and what each changed against the one before it, per item and field, in the admin's words (labels from
// describeFields). Versions hold whole bundles, so a diff needs no other record of what happened.
import { desc, eq, lt, sql } from 'drizzle-orm';
import { contentKeys, describeFields, type ContentKey } from '@starfamily/shared/entities';
import type { Database } from '../db/database';
import { contentVersions, operators, type VersionKind } from '../db/schema';
import { labelOf, type ContentRecord } from './drafts';

export interface FieldChange {
  name: string;
  label: string;
  before: unknown;
  after: unknown;
}

export interface ItemChange {
  type: ContentKey;
  id: number;
  label: string;
  change: 'added' | 'changed' | 'deleted';
  fields: FieldChange[];
}

export interface VersionSummary {
  id: number;
  createdAt: string;
  /** The operator's email; null for the command line and the scheduler. */
  createdBy: string | null;
  kind: VersionKind;
  summary: string;
  restoredFrom: number | null;
  /** How many items it changed against the version before it. */
  changes: number;
}

type Bundle = Record<string, unknown>;

const recordsOf = (bundle: Bundle | null, key: ContentKey): ContentRecord[] => {
  const value = bundle?.[key];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? (value as ContentRecord[]) : [value as ContentRecord];
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What `after` changed against `before` (null: the first version, everything added), type by type in registry order. */
export function diffBundles(before: Bundle | null, after: Bundle): ItemChange[] {
  const changes: ItemChange[] = [];
  for (const key of contentKeys) {
    const fields = describeFields(key);
    const old = new Map(recordsOf(before, key).map((record) => [record.id as number, record]));
    const now = new Map(recordsOf(after, key).map((record) => [record.id as number, record]));
    const ids = [...new Set([...old.keys(), ...now.keys()])].sort((a, b) => a - b);
    for (const id of ids) {
      const was = old.get(id);
      const is = now.get(id);
      const changed = fields
        .filter((field) => !same(was?.[field.name], is?.[field.name]))
        .map((field) => ({ name: field.name, label: field.label, before: was?.[field.name] ?? null, after: is?.[field.name] ?? null }));
      if (changed.length === 0) continue;
      changes.push({
        type: key,
        id,
        label: labelOf(key, is ?? was),
        change: !was ? 'added' : !is ? 'deleted' : 'changed',
        fields: changed,
      });
    }
  }
  return changes;
}

const summaryColumns = {
  id: contentVersions.id,
  createdAt: contentVersions.created_at,
  createdBy: operators.email,
  kind: contentVersions.kind,
  summary: contentVersions.summary,
  restoredFrom: contentVersions.restored_from,
  bundle: contentVersions.bundle,
};

async function previousBundle(db: Database, id: number): Promise<Bundle | null> {
  const [previous] = await db
    .select({ bundle: contentVersions.bundle })
    .from(contentVersions)
    .where(lt(contentVersions.id, id))
    .orderBy(desc(contentVersions.id))
    .limit(1);
  return previous?.bundle ?? null;
}

type Row = {
  id: number;
  createdAt: Date;
  createdBy: string | null;
  kind: VersionKind;
  summary: string;
  restoredFrom: number | null;
  bundle: Bundle;
};

const summaryOf = ({ bundle: _bundle, createdAt, ...row }: Row, changes: number): VersionSummary => ({
  ...row,
  createdAt: createdAt.toISOString(),
  changes,
});

/** A page of versions, newest first, each with how many items it changed. */
export async function listVersions(db: Database, page: number, perPage: number): Promise<{ items: VersionSummary[]; total: number }> {
  const rows = (await db
    .select(summaryColumns)
    .from(contentVersions)
    .leftJoin(operators, eq(operators.id, contentVersions.created_by))
    .orderBy(desc(contentVersions.id))
    .limit(perPage)
    .offset((page - 1) * perPage)) as Row[];
  const items: VersionSummary[] = [];
  for (const [index, row] of rows.entries()) {
    // Each version against the next older one: the next row of the page, or the one before the page's last.
    const before = index + 1 < rows.length ? rows[index + 1]!.bundle : await previousBundle(db, row.id);
    items.push(summaryOf(row, diffBundles(before, row.bundle).length));
  }
  return { items, total: await db.$count(contentVersions) };
}

/** One version with what it changed against the one before; null when there is no such version. */
export async function versionWithChanges(db: Database, id: number): Promise<(VersionSummary & { items: ItemChange[] }) | null> {
  const [row] = (await db
    .select(summaryColumns)
    .from(contentVersions)
    .leftJoin(operators, eq(operators.id, contentVersions.created_by))
    .where(eq(contentVersions.id, id))) as Row[];
  if (!row) return null;
  const items = diffBundles(await previousBundle(db, id), row.bundle);
  return { ...summaryOf(row, items.length), items };
}

/**
 * Which of `values` some version's bundle holds as a string, anywhere (a picture path a rollback would need). A JSON
 * path query compares whole strings, so no LIKE pattern needs escaping; PGlite and PostgreSQL both have it.
 */
export async function versionsReferTo(db: Database, values: readonly string[]): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const result = await db.execute(sql`
    SELECT value FROM jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) AS value
    WHERE EXISTS (SELECT 1 FROM ${contentVersions} WHERE jsonb_path_exists(${contentVersions.bundle}, 'strict $.** ? (@ == $value)', jsonb_build_object('value', value)))`);
  return new Set((result as unknown as { rows: { value: string }[] }).rows.map((row) => row.value));
}
