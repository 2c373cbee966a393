// Replaces all content with a bundle in one transaction: a bad bundle, a picture that cannot be shown or a failed
// insert changes nothing. The pictures' renditions are made first (docs/decisions.md, "Pictures"): a picture the site
// cannot show is refused by the import that brings it, naming the file, and no visitor ever waits for one.
import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CONTENT_CHANNEL, type Database } from '../db/database';
import { businessSetup } from '../db/schema';
import { makePictures, pictureWork, type MakeOptions } from '../pictures/makePictures';
import { updateManifest } from '../pictures/manifest';
import { bundleListKeys, type ContentBundle } from './bundle';
import { contentTables, listTables } from './contentTables';
import { BundleValidationError, validateBundle } from './validateBundle';

export interface ImportOptions {
  /** The storage folder the bundle's pictures are in; their renditions and the manifest are written there. */
  storageDir: string;
  /** Progress of the pictures (the content command prints it). */
  onPicture?: MakeOptions['onPicture'];
}

/**
 * Validates `input` (parsed JSON) and, only if it is a valid bundle whose every picture could be made into
 * renditions, replaces every content table with it.
 */
export async function importBundle(db: Database, input: unknown, options: ImportOptions): Promise<ContentBundle> {
  const bundle = await validateBundle(input);
  const pictures = await makePictures(options.storageDir, pictureWork(bundle), { onPicture: options.onPicture });
  if (pictures.problems.length > 0) throw new BundleValidationError(pictures.problems);
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
    // Last before the commit: a refused row leaves the manifest as it was. It describes files, so it stays true even
    // if the commit itself then fails.
    await updateManifest(options.storageDir, pictures.entries);
    // Delivered on commit to every API instance listening (their content caches empty at once, GET /api/pictures too).
    await tx.execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, 'import')`);
  });
  return bundle;
}
