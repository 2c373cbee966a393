// The duplicate rule of the site's forms: the same message from the same sender within DUPLICATE_WINDOW_MS is the
// same enquiry sent twice (a double click, a retry), answered with the row already stored.
import { and, desc, eq, getTableColumns, gt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';

export const DUPLICATE_WINDOW_MS = 10 * 60_000;

/** The earliest creation time a stored row may have and still be a duplicate of one posted now. */
export const duplicateSince = () => new Date(Date.now() - DUPLICATE_WINDOW_MS);

/** A table of posted rows: an id and when each was stored. */
type PostedTable = PgTable & { id: PgColumn; created_at: PgColumn };

/**
 * The rows of `table` stored since `duplicateSince()` whose `fields` (column name -> value) equal the posted ones,
 * newest first, at most `limit`: the rows a post may repeat.
 */
export async function recentCopies<Table extends PostedTable>(
  db: Database,
  table: Table,
  fields: Partial<Table['$inferSelect']>,
  limit: number,
): Promise<Table['$inferSelect'][]> {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const same = Object.entries(fields).map(([name, value]) => {
    const column = columns[name];
    if (!column) throw new Error(`${name} is not a column of the table compared`);
    return eq(column, value);
  });
  return (await db
    .select()
    .from(table as PgTable)
    .where(and(...same, gt(table.created_at, duplicateSince())))
    .orderBy(desc(table.id))
    .limit(limit)) as Table['$inferSelect'][];
}

/**
 * `store` for one key at a time: a call while the same key is being stored resolves to that call's row, so duplicates
 * posted at the same moment wait for the first instead of racing it (within this process).
 */
export function oneAtATime<T, R>(keyOf: (value: T) => string, store: (value: T) => Promise<R>): (value: T) => Promise<R> {
  const pending = new Map<string, Promise<R>>();
  return (value) => {
    const key = keyOf(value);
    const running = pending.get(key);
    if (running) return running;
    const storing = store(value).finally(() => pending.delete(key));
    pending.set(key, storing);
    return storing;
  };
}
