// The mail outbox's reads and writes: a mail is queued inside the transaction that stores its message, and the worker
// (mail/outboxWorker.ts) claims due mails with FOR UPDATE SKIP LOCKED, so two senders never take the same row.
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outbox, type RenderedMail } from '../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;

/** Queues `mail` about the stored `kind` row `refId`; call it inside the transaction that stores that row. */
export async function queueMail(tx: Database, kind: OutboxRow['kind'], refId: number, mail: RenderedMail): Promise<void> {
  await tx.insert(outbox).values({ kind, ref_id: refId, mail });
}

/** Wait before attempt n+1 after n failures: 1 s, 2 s, 4 s... at most 5 minutes. */
export const retryDelayMs = (failures: number) => Math.min(1000 * 2 ** Math.max(0, failures - 1), 5 * 60_000);

export function outboxRepository(db: Database) {
  return {
    /**
     * The oldest due, unsent mail nobody else holds, locked FOR UPDATE until `tx` ends (SKIP LOCKED: another sender's
     * row is passed over, not waited for).
     */
    async claimDue(tx: Database): Promise<OutboxRow | null> {
      const [row] = await tx
        .select()
        .from(outbox)
        .where(and(isNull(outbox.sent_at), lte(outbox.next_attempt_at, sql`now()`)))
        .orderBy(asc(outbox.next_attempt_at), asc(outbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return row ?? null;
    },
    async markSent(tx: Database, id: number): Promise<void> {
      await tx
        .update(outbox)
        .set({ sent_at: sql`now()`, attempts: sql`${outbox.attempts} + 1`, last_error: null })
        .where(eq(outbox.id, id));
    },
    async markFailed(tx: Database, row: OutboxRow, error: string): Promise<void> {
      const failures = row.attempts + 1;
      await tx
        .update(outbox)
        .set({ attempts: failures, last_error: error.slice(0, 2000), next_attempt_at: new Date(Date.now() + retryDelayMs(failures)) })
        .where(eq(outbox.id, row.id));
    },
    /** When the next unsent mail is due (null: none waiting), so the worker sleeps no longer than needed. */
    async nextDueAt(): Promise<Date | null> {
      const [row] = await db
        .select({ at: outbox.next_attempt_at })
        .from(outbox)
        .where(isNull(outbox.sent_at))
        .orderBy(asc(outbox.next_attempt_at))
        .limit(1);
      return row?.at ?? null;
    },
    /** Every queued mail, oldest first (tests, operators). */
    list: (): Promise<OutboxRow[]> => db.select().from(outbox).orderBy(asc(outbox.id)),
  };
}
