import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contactMessages } from '../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = Pick<ContactMessageRow, 'full_name' | 'email' | 'phone' | 'message'>;

/** The same message from the same sender within this time is the same enquiry sent twice (a double click, a retry). */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

export function contactMessageRepository(db: Database) {
  /** Posts of one message being stored right now, so concurrent duplicates wait for the first instead of racing it. */
  const pending = new Map<string, Promise<ContactMessageRow>>();

  async function storeOnce(message: NewContactMessage): Promise<ContactMessageRow> {
    const since = new Date(Date.now() - DUPLICATE_WINDOW_MS);
    const [earlier] = await db
      .select()
      .from(contactMessages)
      .where(
        and(
          eq(contactMessages.email, message.email),
          eq(contactMessages.full_name, message.full_name),
          eq(contactMessages.phone, message.phone),
          eq(contactMessages.message, message.message),
          gt(contactMessages.created_at, since),
        ),
      )
      .orderBy(desc(contactMessages.id))
      .limit(1);
    if (earlier) return earlier;
    const [row] = await db.insert(contactMessages).values(message).returning();
    if (!row) throw new Error('The database stored no contact message row.');
    return row;
  }

  return {
    /**
     * Stores the enquiry and resolves only once the database has it; the same message from the same sender within
     * DUPLICATE_WINDOW_MS resolves to the row already stored.
     */
    async create(message: NewContactMessage): Promise<ContactMessageRow> {
      const key = JSON.stringify([message.email, message.full_name, message.phone, message.message]);
      const running = pending.get(key);
      if (running) return running;
      const storing = storeOnce(message).finally(() => pending.delete(key));
      pending.set(key, storing);
      return storing;
    },
    async findById(id: number): Promise<ContactMessageRow | null> {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
      return row ?? null;
    },
    /** Newest first, for operators reading enquiries. */
    list: (): Promise<ContactMessageRow[]> => db.select().from(contactMessages).orderBy(desc(contactMessages.id)),
  };
}
