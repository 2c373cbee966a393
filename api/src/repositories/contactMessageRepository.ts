import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contactMessages } from '../db/schema';
import { renderContactMail } from '../mail/render';
import { oneAtATime, recentCopies } from './duplicates';
import { queueMail } from './outboxRepository';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = Pick<ContactMessageRow, 'full_name' | 'email' | 'phone' | 'message'>;

export function contactMessageRepository(db: Database) {
  async function storeOnce(message: NewContactMessage): Promise<ContactMessageRow> {
    const { full_name, email, phone, message: text } = message;
    const [earlier] = await recentCopies(db, contactMessages, { full_name, email, phone, message: text }, 1);
    if (earlier) return earlier;
    // The message and its mail to sales, or neither.
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(contactMessages).values(message).returning();
      if (!row) throw new Error('The database stored no contact message row.');
      await queueMail(tx, 'contact', row.id, renderContactMail(row));
      return row;
    });
  }

  return {
    /**
     * Stores the message with its mail to sales (outbox) and resolves only once the database has both; the same
     * message from the same sender within DUPLICATE_WINDOW_MS resolves to the row already stored.
     */
    create: oneAtATime(
      (message: NewContactMessage) => JSON.stringify([message.email, message.full_name, message.phone, message.message]),
      storeOnce,
    ),
    async findById(id: number): Promise<ContactMessageRow | null> {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
      return row ?? null;
    },
    /** Newest first, for operators reading enquiries. */
    list: (): Promise<ContactMessageRow[]> => db.select().from(contactMessages).orderBy(desc(contactMessages.id)),
  };
}
