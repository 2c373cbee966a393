// Which records use a stored picture: the published ones (each content type's table) and the pending drafts, found
// through the picture fields the registry declares (describeFields: `picture: 'one' | 'many'`), so a picture field
// added to a content type is looked in with no code here.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { contentKeys, contentType, describeFields, type ContentKey } from '@starfamily/shared/entities';
import { tableOf, type ContentTable } from '../../content/contentTables';
import type { Database } from '../../db/database';
import { contentDrafts } from '../../db/schema';

export interface MediaUser {
  /** The registry key, e.g. `products`. */
  type: ContentKey;
  id: number;
  /** The record's name (its type's name for the single business settings). */
  label: string;
  /** Whether the use is in a pending draft (not yet on the site) rather than in the published record. */
  draft: boolean;
}

const pictureFields = (key: ContentKey) => describeFields(key).filter((field) => field.picture !== null);

const labelOf = (key: ContentKey, record: Record<string, unknown> | null | undefined, id: number) => {
  const { entity, one } = contentType(key);
  const value = entity.label && record ? record[entity.label] : undefined;
  return typeof value === 'string' && value !== '' ? value : `${one} ${id}`;
};

/** Where `key`'s picture fields hold `path`: in its published table, and in its drafts' data; null: it has none. */
export function usesOf(key: ContentKey, path: string): { table: ContentTable; published: SQL; draft: SQL } | null {
  const fields = pictureFields(key);
  if (fields.length === 0) return null;
  const inList = sql`${JSON.stringify([path])}::jsonb`;
  const table = tableOf[key] as ContentTable;
  const columns = table as unknown as Record<string, PgColumn>;
  const published = or(
    ...fields.map((field) => (field.picture === 'many' ? sql`${columns[field.name]!} @> ${inList}` : eq(columns[field.name]!, path))),
  ) as SQL;
  const inDraft = or(
    ...fields.map((field) =>
      field.picture === 'many'
        ? sql`${contentDrafts.data} -> ${field.name} @> ${inList}`
        : sql`${contentDrafts.data} ->> ${field.name} = ${path}`,
    ),
  ) as SQL;
  return { table, published, draft: and(eq(contentDrafts.type, key), inDraft)! };
}

/** A copy of a record (as a bundle holds it) with `from` replaced by `to` in every picture field. */
export function swapPicture(key: ContentKey, record: Record<string, unknown>, from: string, to: string): Record<string, unknown> {
  const copy = { ...record };
  for (const field of pictureFields(key)) {
    const value = copy[field.name];
    if (Array.isArray(value)) copy[field.name] = value.map((item) => (item === from ? to : item));
    else if (value === from) copy[field.name] = to;
  }
  return copy;
}

/** Every published record and every draft whose picture fields hold `path`, by type and id. */
export async function mediaUsers(db: Database, path: string): Promise<MediaUser[]> {
  const users: MediaUser[] = [];
  for (const key of contentKeys) {
    const uses = usesOf(key, path);
    if (!uses) continue;
    const rows = (await db
      .select()
      .from(uses.table as PgTable)
      .where(uses.published)) as Record<string, unknown>[];
    for (const row of rows) users.push({ type: key, id: Number(row.id), label: labelOf(key, row, Number(row.id)), draft: false });
    const drafts = await db.select().from(contentDrafts).where(uses.draft);
    for (const draft of drafts)
      users.push({ type: key, id: draft.record_id, label: labelOf(key, draft.data, draft.record_id), draft: true });
  }
  return users;
}

/** "Product 3 "Guji natural" and Event 5 "Harvest day" (draft)": the users in words, for a refusal. */
export const describeUsers = (users: MediaUser[]) =>
  users.map((user) => `${contentType(user.type).one} ${user.id} "${user.label}"${user.draft ? ' (draft)' : ''}`).join(', ');
