// The two reads every list content type needs: the whole list in the order its registry entry gives (by id, or
// newest first by created_at with id breaking ties, so the order is stable; by position where operators set the
// order, content/ordering.ts), and one row by id.
import { asc, desc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ContentType } from '@starfamily/shared/entities';
import type { Database } from '../db/database';

type TableWithId = PgTable & { id: PgColumn };

export interface TableRepository<Row> {
  list(): Promise<Row[]>;
  /** The row, or null when no row has this id. */
  findById(id: number): Promise<Row | null>;
}

function listOrder(table: TableWithId, order: ContentType['order'], positionField: string | null) {
  if (positionField) return [asc((table as unknown as Record<string, PgColumn>)[positionField]!), asc(table.id)];
  if (order === 'id') return [asc(table.id)];
  const createdAt = (table as TableWithId & { created_at?: PgColumn }).created_at;
  if (!createdAt) throw new Error('A content type listed newest first needs a created_at field.');
  return [desc(createdAt), desc(table.id)];
}

export function tableRepository<Table extends TableWithId>(
  db: Database,
  table: Table,
  order: ContentType['order'] = 'id',
  positionField: string | null = null,
): TableRepository<Table['$inferSelect']> {
  const orderBy = listOrder(table, order, positionField);
  return {
    list: async () =>
      (await db
        .select()
        .from(table as PgTable)
        .orderBy(...orderBy)) as Table['$inferSelect'][],
    findById: async (id) => {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id))
        .limit(1);
      return (row as Table['$inferSelect'] | undefined) ?? null;
    },
  };
}
