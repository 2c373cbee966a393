// Replaces all content with a bundle in one transaction: a bad bundle, a picture that cannot be shown or a failed
// insert changes nothing. The pictures' renditions are made first (docs/decisions.md, "Pictures"): a picture the site
// cannot show is refused by the import that brings it, naming the file, and no visitor ever waits for one.
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { contentKeys, contentType, type Fields } from '@starfamily/shared/entities';
import { CONTENT_CHANNEL, type Database } from '../db/database';
import { makePictures, pictureWorkOf, type MakeOptions } from '../pictures/makePictures';
import { updateManifest } from '../pictures/manifest';
import type { ContentBundle } from './bundle';
import { contentTables, tableOf } from './contentTables';
import { BundleValidationError, validateBundle } from './validateBundle';

export interface ImportOptions {
  /** The storage folder the bundle's pictures are in; their renditions and the manifest are written there. */
  storageDir: string;
  /** Progress of the pictures (the content command prints it). */
  onPicture?: MakeOptions['onPicture'];
}

/** A bundle record as its table takes it: the timestamp fields' ISO strings as dates. */
const tableRow = (fields: Fields) => (record: Record<string, unknown>) => {
  const row = { ...record };
  for (const [field, kind] of Object.entries(fields)) if (kind === 'timestamp' && typeof row[field] === 'string') row[field] = new Date(row[field]);
  return row;
};

/**
 * Validates `input` (parsed JSON) and, only if it is a valid bundle whose every picture could be made into
 * renditions, replaces every content table with it.
 */
export async function importBundle(db: Database, input: unknown, options: ImportOptions): Promise<ContentBundle> {
  const bundle = await validateBundle(input);
  const pictures = await makePictures(options.storageDir, await pictureWorkOf(db, bundle), { onPicture: options.onPicture });
  if (pictures.problems.length > 0) throw new BundleValidationError(pictures.problems);
  await db.transaction(async (tx) => {
    // Delete dependants first (products before their categories).
    for (const table of [...contentTables].reverse()) await tx.delete(table);
    for (const key of contentKeys) {
      const rows = ([] as Record<string, unknown>[]).concat(bundle[key]).map(tableRow(contentType(key).entity.fields));
      if (rows.length > 0) await tx.insert(tableOf[key] as PgTable).values(rows as never[]);
    }
    // Rows came with explicit ids: move each id sequence past them so new rows do not collide.
    for (const table of contentTables) {
      const { id } = table;
      await tx.execute(
        sql`SELECT setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), COALESCE(MAX(${id}), 0) + 1, false) FROM ${table}`,
      );
    }
    // Last before the commit: a refused row leaves the manifest as it was. It describes files, so it stays true even
    // if the commit itself then fails.
    await updateManifest(options.storageDir, pictures.entries);
    // Delivered on commit to every API instance listening (their content caches empty at once, GET /api/pictures too).
    await tx.execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, 'import')`);
  });
  return bundle;
}
