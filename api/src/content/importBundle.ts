// Replaces all content with a bundle in one transaction: a bad bundle or a failed insert changes nothing.
import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CONTENT_CHANNEL, type Database } from '../db/database';
import { businessSetup } from '../db/schema';
import { bundleListKeys, type ContentBundle } from './bundle';
import { contentTables, listTables } from './contentTables';
import { validateBundle } from './validateBundle';

/** Validates `input` (parsed JSON) and, only if it is a valid bundle, replaces every content table with it. */
export async function importBundle(db: Database, input: unknown): Promise<ContentBundle> {
  const bundle = await validateBundle(input);
  await db.transaction(async (tx) => {
    // Delete dependants first (products before their categories).
    for (const table of [...contentTables].reverse()) await tx.delete(table);
    await tx.insert(businessSetup).values(bundle.businessSetup);
    for (const key of bundleListKeys) {
      const rows = key === 'events' ? bundle.events.map((event) => ({ ...event, created_at: new Date(event.created_at) })) : bundle[key];
      if (rows.length > 0) await tx.insert(listTables[key] as PgTable).values(rows as never[]);
    }
    // Rows came with explicit ids: move each id sequence past them so new rows do not collide.
    for (const table of contentTables) {
      const id = (table as unknown as { id: PgColumn }).id;
      await tx.execute(
        sql`SELECT setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), COALESCE(MAX(${id}), 0) + 1, false) FROM ${table}`,
      );
    }
    // Delivered on commit to every API instance listening (their content caches empty at once).
    await tx.execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, 'import')`);
  });
  return bundle;
}
