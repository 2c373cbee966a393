// Replaces all content in one transaction: a bad bundle, a picture that cannot be shown or a failed insert changes
// nothing. Every way content becomes live goes through replaceContent: the command line's import, a publish of drafts,
// a rollback and the scheduler (docs/content-editing.md, "Publishing is an import"); each records a version of the
// whole site. The pictures' renditions are made before the content goes live (docs/decisions/0048-renditions-at-import.md):
// a picture the site cannot show is refused by the change that brings it, naming the file, and no visitor ever waits
// for one. Once committed, the media library's pictures it stopped showing are retired.
import { desc, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { contentKeys, contentType, type Fields } from '@starfamily/shared/entities';
import { removeRetiredMedia } from '../admin/media/mediaStore';
import { CONTENT_CHANNEL, type Database } from '../db/database';
import { lockContent } from '../db/locks';
import { contentDrafts, contentVersions, type ContentVersionRow, type VersionKind } from '../db/schema';
import { makePictures, pictureWork, pictureWorkOf, type MakeOptions } from '../pictures/makePictures';
import { updateManifest } from '../pictures/manifest';
import type { ContentBundle } from './bundle';
import { contentTables, tableOf, type ContentTable } from './contentTables';
import { exportBundle } from './exportBundle';
import { sanitizeBundle } from './richText';
import { BundleValidationError, validateBundle } from './validateBundle';

export interface ImportOptions {
  /** The storage folder the bundle's pictures are in; their renditions and the manifest are written there. */
  storageDir: string;
  /** Progress of the pictures (the content command prints it). */
  onPicture?: MakeOptions['onPicture'];
  /** The version's summary (default: an import from the command line). */
  summary?: string;
  /** Where a failed clean-up after the change is told (the app's log; the command line has none). */
  log?: FastifyBaseLogger;
}

/** What a change records about itself in content_versions. */
export interface VersionInfo {
  kind: VersionKind;
  summary: string;
  /** The operator; null for the command line and the scheduler. */
  createdBy: number | null;
  restoredFrom?: number | null;
  /** Default: the database's clock. */
  at?: Date;
}

/** What a change replaces the content with: decided inside the transaction, under the content lock. */
export interface ContentPlan {
  /** The whole new content (parsed JSON, validated here). */
  input: unknown;
  version: VersionInfo;
  /** Runs in the transaction once the new content is in (a publish deletes the drafts it applied). */
  afterReplace?: (tx: Database) => Promise<void>;
}

export interface ReplacedContent {
  bundle: ContentBundle;
  version: ContentVersionRow;
}

/** A bundle record as its table takes it: the timestamp fields' ISO strings as dates. */
const tableRow = (fields: Fields) => (record: Record<string, unknown>) => {
  const row = { ...record };
  for (const [field, kind] of Object.entries(fields))
    if (kind === 'timestamp' && typeof row[field] === 'string') row[field] = new Date(row[field]);
  return row;
};

/**
 * Replaces every content table with a validated bundle's records (inside the caller's transaction): the import's, and
 * the preview copy's (preview/previewCopy.ts), so both hold content the same way.
 */
export async function writeContent(tx: Pick<Database, 'delete' | 'insert'>, bundle: ContentBundle): Promise<void> {
  // Delete dependants first (products before their categories).
  for (const table of [...contentTables].reverse()) await tx.delete(table);
  for (const key of contentKeys) {
    const rows = ([] as Record<string, unknown>[]).concat(bundle[key]).map(tableRow(contentType(key).entity.fields));
    if (rows.length > 0) await tx.insert(tableOf[key] as PgTable).values(rows as never[]);
  }
}

/** Validates (and sanitises) a bundle and makes its pictures; BundleValidationError names every problem. */
async function prepare(db: Database, input: unknown, options: ImportOptions) {
  const bundle = sanitizeBundle(await validateBundle(input));
  const pictures = await makePictures(options.storageDir, await pictureWorkOf(db, bundle), { onPicture: options.onPicture });
  if (pictures.problems.length > 0) throw new BundleValidationError(pictures.problems);
  return { bundle, pictures };
}

/**
 * In one transaction, under the content lock: asks `plan` for the new content (null: nothing to do), validates it
 * with the bundle's rules, makes its pictures, replaces every content table, runs the plan's afterReplace, keeps the
 * id sequences past every id in use or reserved by a draft, records the version and notifies every API instance.
 */
export async function replaceContent(
  db: Database,
  options: ImportOptions,
  plan: (tx: Database) => Promise<ContentPlan | null>,
): Promise<ReplacedContent | null> {
  let previous: Record<string, unknown> | undefined;
  const replaced = await db.transaction(async (tx) => {
    await lockContent(tx, 'exclusive');
    const planned = await plan(tx);
    if (!planned) return null;
    const { bundle, pictures } = await prepare(tx, planned.input, options);
    await writeContent(tx, bundle);
    await planned.afterReplace?.(tx);
    // Rows came with explicit ids, and new records' drafts hold ids taken from the sequences: move each sequence past
    // both, so neither a new row nor a new draft collides.
    for (const key of contentKeys) {
      const table = tableOf[key] as ContentTable;
      const reserved = sql`(SELECT MAX(${contentDrafts.record_id}) FROM ${contentDrafts} WHERE ${contentDrafts.type} = ${key})`;
      await tx.execute(
        sql`SELECT setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), GREATEST(COALESCE(MAX(${table.id}), 0), COALESCE(${reserved}, 0)) + 1, false) FROM ${table}`,
      );
    }
    const { kind, summary, createdBy, restoredFrom = null, at } = planned.version;
    [previous] = (await tx.select({ bundle: contentVersions.bundle }).from(contentVersions).orderBy(desc(contentVersions.id)).limit(1)).map(
      (row) => row.bundle,
    );
    const [version] = await tx
      .insert(contentVersions)
      .values({
        kind,
        summary,
        created_by: createdBy,
        restored_from: restoredFrom,
        bundle: await exportBundle(tx),
        ...(at ? { created_at: at } : {}),
      })
      .returning();
    // Last before the commit: a refused row leaves the manifest as it was. It describes files, so it stays true even
    // if the commit itself then fails. Its lock, taken in this transaction, is held until the commit.
    await updateManifest(options.storageDir, pictures.entries, { db: tx });
    // Delivered on commit to every API instance listening (their content caches empty at once, GET /api/pictures too).
    await tx.execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, ${kind})`);
    return { bundle, version: version! };
  });
  if (replaced && previous) await retireDroppedPictures(db, options, previous, replaced.bundle);
  return replaced;
}

/**
 * After the commit (a refused or rolled-back change retires nothing): the library's pictures the version before showed
 * and this one does not are retired (docs/content-editing.md "Media"). Never fails the change, which is live already.
 */
async function retireDroppedPictures(
  db: Database,
  options: ImportOptions,
  previous: Record<string, unknown>,
  bundle: ContentBundle,
): Promise<void> {
  try {
    const shown = new Set(pictureWork(bundle).paths);
    // Valid when it was stored; a bundle from before a field was added may lack it and throw here, told, never fatal.
    const dropped = pictureWork(previous as unknown as ContentBundle).paths.filter((path) => !shown.has(path));
    await removeRetiredMedia(db, options.storageDir, dropped);
  } catch (error) {
    // Without a log (the command line) it is dropped: the change is live, and files left behind only take space
    // (removeRetiredMedia without candidates, over all of media/, would find them).
    options.log?.warn({ err: error }, 'Removing the media files this content change retired failed; the change itself is live');
  }
}

/**
 * Validates `input` (parsed JSON) and, only if it is a valid bundle whose every picture could be made into
 * renditions, replaces every content table with it, recorded as a version of kind `import`.
 */
export async function importBundle(db: Database, input: unknown, options: ImportOptions): Promise<ContentBundle> {
  // Checked and the pictures made before the transaction, so the content lock is held only for the replace itself.
  const { bundle } = await prepare(db, input, options);
  const summary = options.summary ?? 'Imported from a bundle with npm run content -- import';
  await replaceContent(db, options, async () => ({ input: bundle, version: { kind: 'import', summary, createdBy: null } }));
  return bundle;
}
