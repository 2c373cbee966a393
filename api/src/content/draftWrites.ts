// Saving drafts with optimistic concurrency (docs/content-editing.md, "Optimistic concurrency"): every write names the
// revision it started from and changes a row only if that is still the current one (a conditional UPDATE, an INSERT
// that yields to a concurrent one), so of two operators saving the same record one wins and the other gets 409 with
// who changed it and when; nothing is overwritten silently. Saves hold the content lock shared, so none interleaves
// with a publish. A draft's content is written only by writeDraft (a save, reordering, the media library's replace)
// and createDraft (a new record).
import { and, desc, eq, getTableName, sql } from 'drizzle-orm';
import { contentType, type ContentKey } from '@starfamily/shared/entities';
import { mediaUsers, swapPicture, type MediaUser } from '../admin/media/mediaUsers';
import type { Database } from '../db/database';
import { lockContent } from '../db/locks';
import { contentDrafts, contentVersions, operators } from '../db/schema';
import { HttpError, notFound } from '../routes/common';
import { tableOf, type ContentTable } from './contentTables';
import { storedDrafts, workingCopy, workingRecordOf, type ContentRecord } from './drafts';
import { positionField } from './ordering';

export interface Writer {
  operatorId: number;
  at: Date;
}

const WHO_CHANGED: Record<string, string> = { import: 'the command line (npm run content -- import)', scheduled: 'the scheduler' };

/** The 409 answer for `key` `id`: who changed it last and when, from its draft or else the last publish. */
export async function conflictError(db: Database, key: ContentKey, id: number): Promise<HttpError> {
  const [draft] = await storedDrafts(db, { key, id });
  let who = 'another operator';
  let when: Date | null = null;
  if (draft) {
    who = draft.updatedByEmail ?? who;
    when = draft.updated_at;
  } else {
    const [latest] = await db
      .select({ at: contentVersions.created_at, kind: contentVersions.kind, email: operators.email })
      .from(contentVersions)
      .leftJoin(operators, eq(operators.id, contentVersions.created_by))
      .orderBy(desc(contentVersions.id))
      .limit(1);
    if (latest) {
      who = latest.email ?? WHO_CHANGED[latest.kind] ?? who;
      when = latest.at;
    }
  }
  const at = when ? ` at ${when.toISOString()}` : '';
  return new HttpError(
    409,
    `${contentType(key).one} ${id} was changed by ${who}${at} since you opened it. Reload to see their changes; yours are not saved.`,
  );
}

/**
 * Saves `data` as the draft of `key` `id` (null: delete it on publish; a never-published record's draft is dropped
 * instead), if `expected` is still its revision; otherwise 409 and nothing changes.
 */
export async function saveDraft(
  db: Database,
  key: ContentKey,
  id: number,
  data: ContentRecord | null,
  expected: string,
  writer: Writer,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockContent(tx, 'shared');
    await writeDraft(tx, key, id, data, expected, writer);
  });
}

/** saveDraft's write, in the caller's transaction holding the content lock shared. */
async function writeDraft(
  tx: Database,
  key: ContentKey,
  id: number,
  data: ContentRecord | null,
  expected: string,
  writer: Writer,
): Promise<void> {
  const { record, draft } = await workingRecordOf(tx, key, id);
  if (!record) throw notFound(contentType(key).one, id);
  if (record._revision !== expected) throw await conflictError(tx, key, id);
  const own = and(eq(contentDrafts.type, key), eq(contentDrafts.record_id, id));
  let changed: unknown[];
  if (draft && data === null && draft.is_new) {
    changed = await tx
      .delete(contentDrafts)
      .where(and(own, eq(contentDrafts.revision, draft.revision)))
      .returning();
  } else if (draft) {
    changed = await tx
      .update(contentDrafts)
      .set({ data, revision: draft.revision + 1, updated_by: writer.operatorId, updated_at: writer.at })
      .where(and(own, eq(contentDrafts.revision, draft.revision)))
      .returning();
  } else {
    changed = await tx
      .insert(contentDrafts)
      .values({ type: key, record_id: id, data, updated_by: writer.operatorId, updated_at: writer.at })
      .onConflictDoNothing()
      .returning();
  }
  // Another operator's save came between the read and the write.
  if (changed.length === 0) throw await conflictError(tx, key, id);
}

/**
 * A replaced picture reaches the site by the ordinary way, a publish (docs/content-editing.md "Media": replace): every
 * record using `from` gets a draft with `to`, through writeDraft (a pending draft is saved again, its revision moves
 * on, so an operator who opened it before is told; a published record without a draft gets one). A record whose own
 * draft chose another picture is left alone. In the caller's transaction holding the content lock shared; answers the
 * records now drafted with `to`.
 */
export async function swapPictureInDrafts(tx: Database, from: string, to: string, writer: Writer): Promise<MediaUser[]> {
  const saved: MediaUser[] = [];
  for (const user of await mediaUsers(tx, from)) {
    const { record, draft } = await workingRecordOf(tx, user.type, user.id);
    // A published use under a draft: the draft is listed too if it still holds `from`.
    if (!record || (!user.draft && draft)) continue;
    const { _revision, _draft, ...data } = record;
    await writeDraft(tx, user.type, user.id, swapPicture(user.type, data, from, to), _revision, writer);
    saved.push({ ...user, draft: true });
  }
  return saved;
}

/**
 * Puts the records of an ordered type in the order of `ids` (exactly the working copy's ids, each once; else 400):
 * saves, in one transaction, a draft of each record whose position changes (a record to be deleted keeps its own).
 * Answers the ids of the records saved.
 */
export async function saveOrder(db: Database, key: ContentKey, ids: number[], writer: Writer): Promise<number[]> {
  const field = positionField(key);
  const { many } = contentType(key);
  if (!field) throw new HttpError(404, `${many} are not put in order by operators`);
  return db.transaction(async (tx) => {
    await lockContent(tx, 'shared');
    const records = new Map((await workingCopy(tx, key)).map((record) => [record.id as number, record]));
    const unknown = ids.filter((id) => !records.has(id));
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    const missing = [...records.keys()].filter((id) => !ids.includes(id));
    if (unknown.length + repeated.length + missing.length > 0) {
      const said = [
        unknown.length > 0 ? `no such ${many.toLowerCase()}: ${unknown.join(', ')}` : '',
        repeated.length > 0 ? `listed twice: ${[...new Set(repeated)].join(', ')}` : '',
        missing.length > 0 ? `missing: ${missing.join(', ')}` : '',
      ].filter(Boolean);
      throw new HttpError(
        400,
        `The order must list every one of the ${many.toLowerCase()} once (${said.join('; ')}). Reload and try again.`,
      );
    }
    const saved: number[] = [];
    for (const [index, id] of ids.entries()) {
      const { _revision, _draft, ...data } = records.get(id)!;
      if (data[field] === index + 1 || _draft?.state === 'deleted') continue;
      await writeDraft(tx, key, id, { ...data, [field]: index + 1 }, _revision, writer);
      saved.push(id);
    }
    return saved;
  });
}

/** A new record as a draft, under the id it will be published with (taken from its table's sequence). */
export async function createDraft(db: Database, key: ContentKey, data: Omit<ContentRecord, 'id'>, writer: Writer): Promise<number> {
  const table = tableOf[key] as ContentTable;
  // Under the shared lock: a publish moves the sequences past the drafts it can see, so it must see this one.
  return db.transaction(async (tx) => {
    await lockContent(tx, 'shared');
    const result = await tx.execute(sql`SELECT nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::integer AS id`);
    const id = Number((result as unknown as { rows: { id: number }[] }).rows[0]!.id);
    await tx
      .insert(contentDrafts)
      .values({ type: key, record_id: id, data: { ...data, id }, is_new: true, updated_by: writer.operatorId, updated_at: writer.at });
    return id;
  });
}

/** Drops the draft of `key` `id`: back to the published record (a new record is gone). */
export async function discardDraft(db: Database, key: ContentKey, id: number): Promise<void> {
  const dropped = await db
    .delete(contentDrafts)
    .where(and(eq(contentDrafts.type, key), eq(contentDrafts.record_id, id)))
    .returning();
  if (dropped.length === 0) throw new HttpError(404, `${contentType(key).one} ${id} has no draft to discard`);
}

/** Sets (or, with null, cancels) when the draft of `key` `id` is published by the scheduler. */
export async function scheduleDraft(db: Database, key: ContentKey, id: number, publishAt: Date | null, writer: Writer): Promise<void> {
  const scheduled = await db
    .update(contentDrafts)
    .set({ publish_at: publishAt, updated_by: writer.operatorId, updated_at: writer.at })
    .where(and(eq(contentDrafts.type, key), eq(contentDrafts.record_id, id)))
    .returning();
  if (scheduled.length === 0) throw new HttpError(404, `${contentType(key).one} ${id} has no draft to schedule: save a change first`);
}
