// Reads every content table into one bundle (ids included, so an import recreates the same site), type by type as the
// content registry lists them: every list in id order, timestamps as ISO 8601 strings.
import { asc } from 'drizzle-orm';
import { contentKeys, contentType } from '@starfamily/shared/entities';
import type { Database } from '../db/database';
import { BUNDLE_VERSION, type ContentBundle } from './bundle';
import { tableOf, type ContentTable } from './contentTables';

/** A row as a bundle writes it: the timestamp fields' dates as ISO strings. */
const bundleRecord = (timestampFields: string[]) => (row: Record<string, unknown>) => {
  const record = { ...row };
  for (const field of timestampFields) if (record[field] instanceof Date) record[field] = record[field].toISOString();
  return record;
};

export async function exportBundle(db: Database): Promise<ContentBundle> {
  const parts = [];
  for (const key of contentKeys) {
    const { entity, single } = contentType(key);
    const table = tableOf[key] as ContentTable;
    const toRecord = bundleRecord(Object.keys(entity.fields).filter((field) => entity.fields[field] === 'timestamp'));
    // The single record is the lowest id, should an import ever leave more than one.
    const query = db.select().from(table).orderBy(asc(table.id));
    const rows = (single ? await query.limit(1) : await query).map(toRecord);
    if (single && !rows[0]) throw new Error('There is no business setup to export: the database has no content yet.');
    parts.push([key, single ? rows[0] : rows]);
  }
  return { version: BUNDLE_VERSION, ...Object.fromEntries(parts) } as ContentBundle;
}
