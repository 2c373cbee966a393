// A media picture's files: the original at `media/<hash>.<ext>` and its renditions folder, made by the pipeline with
// the focal point; the manifest entry that tells the pages about them (with the alt text); and their removal. What a
// failed upload made is removed again, and only what it made: a file that was there already belongs to someone else.
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Focal, PictureInfo } from '@starfamily/shared/pictures';
import { CONTENT_CHANNEL, type Database } from '../../db/database';
import { media } from '../../db/schema';
import { exists, versionFolder, writeFileAtomically } from '../../pictures/files';
import { manifestEntry, type MediaDetails } from '../../pictures/makePictures';
import { readManifest, updateManifest } from '../../pictures/manifest';
import { makeRenditions } from '../../pictures/renditions';
import { PictureError, readStoredPicture, storageFile } from '../../pictures/storedPicture';
import { HttpError } from '../../routes/common';
import { MEDIA_EXTENSION, type MediaPicture } from './mediaFile';

/** The library's folder in storage. */
export const MEDIA_FOLDER = 'media';

export const mediaPath = (picture: Pick<MediaPicture, 'hash' | 'format'>) => `${MEDIA_FOLDER}/${picture.hash}.${MEDIA_EXTENSION[picture.format]}`;

/** Encodes at a time within one picture: one upload must not take every core from the visitors. */
const PARALLEL = 2;

export interface StoredMedia {
  info: PictureInfo;
  /** Removes what storing made (the original if it was not there, the renditions folder if it was made). */
  undo(): Promise<void>;
}

/** Writes the original (unless the same bytes are there) and makes its renditions around `focal`. */
export async function storeMedia(storageDir: string, path: string, bytes: Buffer, focal: Focal): Promise<StoredMedia> {
  const file = storageFile(storageDir, path);
  const wroteFile = !(await exists(file));
  if (wroteFile) await writeFileAtomically(file, bytes);
  try {
    const made = await makeMediaRenditions(storageDir, path, focal);
    return {
      info: made.info,
      undo: async () => {
        if (made.made) await rm(versionFolder(storageDir, made.info.version), { recursive: true, force: true });
        if (wroteFile) await rm(file, { force: true });
      },
    };
  } catch (error) {
    if (wroteFile) await rm(file, { force: true });
    throw error;
  }
}

/** The renditions of the stored original at `path` with `focal` (a new focal point makes a new folder). */
export async function makeMediaRenditions(storageDir: string, path: string, focal: Focal): Promise<{ info: PictureInfo; made: boolean }> {
  try {
    const picture = await readStoredPicture(storageDir, path, focal);
    return { info: picture.info, made: await makeRenditions(storageDir, picture, PARALLEL) };
  } catch (error) {
    if (error instanceof PictureError) throw new HttpError(400, `The picture could not be made into renditions: ${error.message}`);
    throw error;
  }
}

/** Tells the pages: the manifest entry (with the alt text), then every instance's content cache drops GET /api/pictures. */
export async function publishManifestEntry(db: Database, storageDir: string, path: string, info: PictureInfo, details: MediaDetails): Promise<void> {
  await updateManifest(storageDir, { [path]: manifestEntry(info, details) }, { db });
  await db.execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, 'pictures')`);
}

/** Removes a renditions folder no longer wanted (an old focal point's). */
export const removeRenditions = (storageDir: string, version: string) => rm(versionFolder(storageDir, version), { recursive: true, force: true });

/** Removes a picture's original and renditions, then its manifest entry (updateManifest drops entries whose files are gone). */
export async function removeMediaFiles(db: Database, storageDir: string, path: string, version: string | undefined): Promise<void> {
  if (version) await removeRenditions(storageDir, version);
  await rm(storageFile(storageDir, path), { force: true });
  await updateManifest(storageDir, {});
  await db.execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, 'pictures')`);
}

/** An upload writes its file before its row: a file this young may be one on its way in, not a retired one. */
export const RETIRED_GRACE_MS = 15 * 60_000;

/**
 * Removes the library's retired files: those under media/ that no media row owns (a replaced picture's old file) and
 * that no published record or pending draft uses any more; `candidates`: only these paths (replace passes the old
 * one), else every file there older than RETIRED_GRACE_MS. A publish should run it, as publishing a replacement's
 * drafts is what frees the old file. Returns the paths removed.
 */
export async function removeRetiredMedia(db: Database, storageDir: string, isUsed: (path: string) => Promise<boolean>, candidates?: string[]): Promise<string[]> {
  const folder = join(storageDir, MEDIA_FOLDER);
  const oldEnough = async (name: string) => {
    const modified = (await stat(join(folder, name)).catch(() => null))?.mtimeMs;
    return modified !== undefined && modified < Date.now() - RETIRED_GRACE_MS;
  };
  const names = candidates
    ? candidates.filter((path) => path.startsWith(`${MEDIA_FOLDER}/`)).map((path) => path.slice(MEDIA_FOLDER.length + 1))
    : await readdir(folder).catch(() => [] as string[]);
  const owned = new Set((await db.select({ path: media.path }).from(media)).map((row) => row.path));
  const manifest = await readManifest(storageDir);
  const removed: string[] = [];
  for (const name of names) {
    const path = `${MEDIA_FOLDER}/${name}`;
    // Hidden names are files being written (writeFileAtomically).
    if (name.startsWith('.') || name.includes('/') || owned.has(path) || (await isUsed(path))) continue;
    if (!candidates && !(await oldEnough(name))) continue;
    await removeMediaFiles(db, storageDir, path, manifest[path]?.version);
    removed.push(path);
  }
  return removed;
}
