// Drafts beside the published content (docs/content-editing.md, "Decisions"): the working copy operators see (each
// record's draft where it has one), the revision tokens of optimistic concurrency, and a bundle with drafts applied
// (what a publish makes live). The published tables are never touched here.
import { createHash } from 'node:crypto';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { COMPANY_NAME, contentType, type ContentKey } from '@starfamily/shared/entities';
import type { Database } from '../db/database';
import { contentDrafts, operators, type ContentDraftRow } from '../db/schema';
import { toAnswer } from '../routes/answers';
import { tableOf, type ContentTable } from './contentTables';

export type ContentRecord = Record<string, unknown>;
export type DraftState = 'changed' | 'new' | 'deleted';

/** What the admin shows of a record's draft. */
export interface DraftInfo {
  state: DraftState;
  /** The operator's email (null once their account is gone). */
  updatedBy: string | null;
  updatedAt: string;
  publishAt: string | null;
}

/** A record as operators edit it: the draft where there is one, with the token a save must send back. */
export type WorkingRecord = ContentRecord & { _revision: string; _draft: DraftInfo | null };

export interface StoredDraft extends ContentDraftRow {
  updatedByEmail: string | null;
}

export const stateOf = (draft: ContentDraftRow): DraftState => (draft.data === null ? 'deleted' : draft.is_new ? 'new' : 'changed');

export const draftInfo = (draft: StoredDraft): DraftInfo => ({
  state: stateOf(draft),
  updatedBy: draft.updatedByEmail,
  updatedAt: draft.updated_at.toISOString(),
  publishAt: draft.publish_at?.toISOString() ?? null,
});

/** The token of a published record with no draft: its content's hash, so any change to it (an import) changes it. */
export const publishedRevision = (record: ContentRecord) =>
  `p${createHash('sha256').update(JSON.stringify(record)).digest('hex').slice(0, 16)}`;
export const draftRevision = (draft: ContentDraftRow) => `d${draft.revision}`;

/** The record's name as an operator knows it: its entity's label field ("Guji Natural"), else the type's name. */
export function labelOf(key: ContentKey, record: ContentRecord | null | undefined): string {
  const { entity, one } = contentType(key);
  const label = entity.label && record ? record[entity.label] : null;
  if (typeof label === 'string' && label.trim() !== '') return label;
  return contentType(key).single ? `${one} of ${COMPANY_NAME}` : `${one} ${String(record?.id ?? '')}`.trim();
}

/** The drafts of one type (or of every type), with their authors' emails. */
export async function storedDrafts(db: Database, where?: { key: ContentKey; id?: number }): Promise<StoredDraft[]> {
  const conditions: SQL[] = [];
  if (where) conditions.push(eq(contentDrafts.type, where.key));
  if (where?.id !== undefined) conditions.push(eq(contentDrafts.record_id, where.id));
  const rows = await db
    .select({ draft: contentDrafts, email: operators.email })
    .from(contentDrafts)
    .leftJoin(operators, eq(operators.id, contentDrafts.updated_by))
    .where(and(...conditions))
    .orderBy(asc(contentDrafts.type), asc(contentDrafts.record_id));
  return rows.map(({ draft, email }) => ({ ...draft, updatedByEmail: email }));
}

/** The published records of a type as a bundle holds them (timestamps as ISO strings), in id order. */
export async function publishedRecords(db: Database, key: ContentKey, id?: number): Promise<ContentRecord[]> {
  const table = tableOf[key] as ContentTable;
  const rows = await db
    .select()
    .from(table)
    .where(id === undefined ? undefined : eq(table.id, id))
    .orderBy(asc(table.id));
  return rows.map(toAnswer(contentType(key).entity));
}

/** A record as operators see it, from its published version and its draft (either may be missing, not both). */
export function workingRecord(published: ContentRecord | undefined, draft: StoredDraft | undefined): WorkingRecord | null {
  if (draft) {
    const data = draft.data ?? published;
    return data ? { ...data, _revision: draftRevision(draft), _draft: draftInfo(draft) } : null;
  }
  return published ? { ...published, _revision: publishedRevision(published), _draft: null } : null;
}

/** Every record of a type as operators see it: published records with their drafts, then new records, in id order. */
export async function workingCopy(db: Database, key: ContentKey): Promise<WorkingRecord[]> {
  const published = new Map((await publishedRecords(db, key)).map((record) => [record.id as number, record]));
  const drafts = new Map((await storedDrafts(db, { key })).map((draft) => [draft.record_id, draft]));
  const ids = [...new Set([...published.keys(), ...drafts.keys()])].sort((a, b) => a - b);
  return ids.map((id) => workingRecord(published.get(id), drafts.get(id))).filter((record): record is WorkingRecord => record !== null);
}

/** One record as operators see it, with what it is made of; null when there is neither a published record nor a draft. */
export async function workingRecordOf(db: Database, key: ContentKey, id: number) {
  const [published] = await publishedRecords(db, key, id);
  const [draft] = await storedDrafts(db, { key, id });
  return { published, draft, record: workingRecord(published, draft) };
}
