// The two reads most content tables need: the whole list in id order, and one row by id.
import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';

type TableWithId = PgTable & { id: PgColumn };

export interface TableRepository<Row> {
  list(): Promise<Row[]>;
  /** The row, or null when no row has this id. */
  findById(id: number): Promise<Row | null>;
}

export function tableRepository<Table extends TableWithId>(db: Database, table: Table): TableRepository<Table['$inferSelect']> {
  return {
    list: async () => (await db.select().from(table as PgTable).orderBy(asc(table.id))) as Table['$inferSelect'][],
    findById: async (id) => {
      const [row] = await db.select().from(table as PgTable).where(eq(table.id, id)).limit(1);
      return (row as Table['$inferSelect'] | undefined) ?? null;
    },
  };
}
