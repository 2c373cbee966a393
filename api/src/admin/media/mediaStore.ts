// A media picture's files: the original at `media/<hash>.<ext>` and its renditions folder, made by the pipeline with
// the focal point; the manifest entry that tells the pages about them (with the alt text); and their retirement once
// nothing needs them. What a failed upload made is removed again, and only what it made: a file that was there
// already belongs to someone else.
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import type { Focal, PictureInfo } from '@starfamily/shared/pictures';
import { versionsReferTo } from '../../content/versions';
import { CONTENT_CHANNEL, type Database } from '../../db/database';
import { lockContent, lockManifest } from '../../db/locks';
import { media } from '../../db/schema';
import { exists, versionFolder, writeFileAtomically } from '../../pictures/files';
import { manifestEntry, type MediaDetails } from '../../pictures/makePictures';
import { readManifest, updateManifest } from '../../pictures/manifest';
import { makeRenditions } from '../../pictures/renditions';
import { PictureError, readStoredPicture, storageFile } from '../../pictures/storedPicture';
import { HttpError } from '../../routes/common';
import { MEDIA_EXTENSION, type MediaPicture } from './mediaFile';
import { mediaUsers } from './mediaUsers';

/** The library's folder in storage. */
export const MEDIA_FOLDER = 'media';

export const mediaPath = (picture: Pick<MediaPicture, 'hash' | 'format'>) =>
  `${MEDIA_FOLDER}/${picture.hash}.${MEDIA_EXTENSION[picture.format]}`;

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
export async function publishManifestEntry(
  db: Database,
  storageDir: string,
  path: string,
  info: PictureInfo,
  details: MediaDetails,
): Promise<void> {
  await updateManifest(storageDir, { [path]: manifestEntry(info, details) }, { db });
  await db.execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, 'pictures')`);
}

/** Removes a renditions folder no longer wanted (an old focal point's). */
export const removeRenditions = (storageDir: string, version: string) =>
  rm(versionFolder(storageDir, version), { recursive: true, force: true });

/** An upload writes its file before its row: a file this young may be one on its way in, not a retired one. */
export const RETIRED_GRACE_MS = 15 * 60_000;

/**
 * Retires the library's pictures nothing needs (docs/content-editing.md "Media": the lifecycle): of `candidates`
 * (else every file under media/ older than RETIRED_GRACE_MS), those no media row owns and no published record or
 * pending draft uses lose their manifest entry and renditions at once; the original stays while a content version
 * refers to it (a rollback to that version makes its renditions again) and goes once none does. The one way the
 * library's files are removed: a publish (replaceContent), a replace and a delete run it. Returns the paths it retired.
 */
export async function removeRetiredMedia(db: Database, storageDir: string, candidates?: readonly string[]): Promise<string[]> {
  const folder = join(storageDir, MEDIA_FOLDER);
  const oldEnough = async (name: string) => {
    const modified = (await stat(join(folder, name)).catch(() => null))?.mtimeMs;
    return modified !== undefined && modified < Date.now() - RETIRED_GRACE_MS;
  };
  const names = candidates
    ? candidates.filter((path) => path.startsWith(`${MEDIA_FOLDER}/`)).map((path) => path.slice(MEDIA_FOLDER.length + 1))
    : await readdir(folder).catch(() => [] as string[]);
  // Hidden names are files being written (writeFileAtomically).
  const paths: string[] = [];
  for (const name of new Set(names)) {
    if (name.startsWith('.') || name.includes('/') || (!candidates && !(await oldEnough(name)))) continue;
    paths.push(`${MEDIA_FOLDER}/${name}`);
  }
  if (paths.length === 0) return [];
  return db.transaction(async (tx) => {
    // The content lock first (as a publish takes both): a publish or rollback bringing a picture back never interleaves.
    await lockContent(tx, 'shared');
    await lockManifest(tx);
    const owned = new Set((await tx.select({ path: media.path }).from(media).where(inArray(media.path, paths))).map((row) => row.path));
    const unused: string[] = [];
    for (const path of paths) if (!owned.has(path) && (await mediaUsers(tx, path)).length === 0) unused.push(path);
    if (unused.length === 0) return [];
    const kept = await versionsReferTo(tx, unused);
    const before = await readManifest(storageDir);
    const after = await updateManifest(storageDir, {}, { db: tx, remove: unused });
    const stillShown = new Set(Object.values(after).map((info) => info.version));
    const retired: string[] = [];
    for (const path of unused) {
      const version = before[path]?.version;
      // Two paths with the same bytes share a renditions folder: it goes with the last entry pointing to it.
      if (version && !stillShown.has(version)) await removeRenditions(storageDir, version);
      const file = storageFile(storageDir, path);
      const removeOriginal = !kept.has(path) && (await exists(file));
      if (removeOriginal) await rm(file, { force: true });
      if (version || removeOriginal) retired.push(path);
    }
    // Delivered on commit: every instance's content cache drops GET /api/pictures.
    await tx.execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, 'pictures')`);
    return retired;
  });
}
