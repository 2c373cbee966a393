// A replaced picture reaches the site by the ordinary way, a publish: every record using the old path gets a draft with
// the new one (docs/content-editing.md "Media": `POST /media/:id/replace`). A pending draft holding the old path is
// saved again (its revision moves on, so an operator who opened it before is told); a published record without a
// draft gets one, made from the published record as a bundle holds it. A draft that already chose another picture is
// left alone.
import { and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { contentKeys, contentType } from '@starfamily/shared/entities';
import type { Database } from '../../db/database';
import { contentDrafts } from '../../db/schema';
import { toAnswer } from '../../routes/answers';
import { swapPicture, usesOf, type MediaUser } from './mediaUsers';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Saves the drafts; returns the records now drafted with `to`. Run inside the replacement's transaction. */
export async function replaceInDrafts(tx: Transaction, from: string, to: string, operatorId: number, at: Date): Promise<MediaUser[]> {
  const saved: MediaUser[] = [];
  for (const key of contentKeys) {
    const uses = usesOf(key, from);
    if (!uses) continue;
    const label = (record: Record<string, unknown>, id: number) => {
      const field = contentType(key).entity.label;
      return field && typeof record[field] === 'string' ? (record[field] as string) : `${contentType(key).one} ${id}`;
    };
    for (const draft of await tx.select().from(contentDrafts).where(uses.draft)) {
      const data = swapPicture(key, draft.data ?? {}, from, to);
      await tx
        .update(contentDrafts)
        .set({ data, revision: sql`${contentDrafts.revision} + 1`, updated_by: operatorId, updated_at: at })
        .where(and(eq(contentDrafts.type, key), eq(contentDrafts.record_id, draft.record_id)));
      saved.push({ type: key, id: draft.record_id, label: label(data, draft.record_id), draft: true });
    }
    const toRecord = toAnswer(contentType(key).entity);
    for (const row of (await tx.select().from(uses.table as PgTable).where(uses.published)) as Record<string, unknown>[]) {
      const id = Number(row.id);
      const data = swapPicture(key, toRecord(row), from, to);
      // A record with a draft of its own keeps it: that draft was handled above, or it no longer uses the old picture.
      const inserted = await tx.insert(contentDrafts).values({ type: key, record_id: id, data, updated_by: operatorId, updated_at: at }).onConflictDoNothing().returning();
      if (inserted.length > 0) saved.push({ type: key, id, label: label(data, id), draft: true });
    }
  }
  return saved;
}
