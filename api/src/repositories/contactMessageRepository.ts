import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contactMessages } from '../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = Pick<ContactMessageRow, 'full_name' | 'email' | 'phone' | 'message'>;

export function contactMessageRepository(db: Database) {
  return {
    /** Stores the enquiry and resolves only once the database has it. */
    async create(message: NewContactMessage): Promise<ContactMessageRow> {
      const [row] = await db.insert(contactMessages).values(message).returning();
      if (!row) throw new Error('The database stored no contact message row.');
      return row;
    },
    async findById(id: number): Promise<ContactMessageRow | null> {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
      return row ?? null;
    },
    /** Newest first, for operators reading enquiries. */
    list: (): Promise<ContactMessageRow[]> => db.select().from(contactMessages).orderBy(desc(contactMessages.id)),
  };
}
