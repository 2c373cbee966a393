import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { events } from '../db/schema';

export type EventRow = typeof events.$inferSelect;

/** Events are "Latest News": newest first (id breaks ties so the order is stable). */
export function eventRepository(db: Database) {
  return {
    list: (): Promise<EventRow[]> => db.select().from(events).orderBy(desc(events.created_at), desc(events.id)),
    async findById(id: number): Promise<EventRow | null> {
      const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
      return row ?? null;
    },
  };
}
