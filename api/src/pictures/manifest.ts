// storage/renditions/manifest.json: storage path -> what the pipeline made of the file there (GET /api/pictures).
// It describes files, not database rows: updates merge into what is there, and drop entries whose file is gone. One
// update at a time: in this process by a queue per storage folder, across API instances by a PostgreSQL lock.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { RENDITIONS_FOLDER, SITE_PICTURE_KEY, type PictureInfo, type PictureManifest } from '@starfamily/shared/pictures';
import type { Database } from '../db/database';
import { lockManifest } from '../db/locks';
import { exists, versionFolder, writeFileAtomically } from './files';
import { isStoragePath, storageFile } from './storedPicture';

export const MANIFEST_FILE = 'manifest.json';
export const manifestFile = (storageDir: string) => join(storageDir, RENDITIONS_FOLDER, MANIFEST_FILE);

/** The manifest, or an empty one when there is none yet (or it cannot be read: it is remade from the files). */
export async function readManifest(storageDir: string): Promise<PictureManifest> {
  try {
    const parsed = JSON.parse(await readFile(manifestFile(storageDir), 'utf8')) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as PictureManifest) : {};
  } catch {
    return {};
  }
}

export interface ManifestUpdate {
  /**
   * Also under this database's manifest lock (in a transaction of its own, or a savepoint of the caller's, whose lock
   * then lasts until the caller's commit), so API instances sharing the storage take turns. Without one (tests' seed
   * renditions), only this process's updates take turns.
   */
  db?: Database;
  /** Replace only paths whose current entry this accepts (default: all). */
  replaces?: (path: string, current: PictureInfo | undefined) => boolean;
  /** Paths whose entries go, though their files may stay (a retired picture's original kept for a rollback). */
  remove?: readonly string[];
}

/**
 * Adds `entries` to the manifest (replacing those paths), drops `remove` and the entries whose files are gone, and
 * writes it atomically, keys sorted; returns it. One update at a time per storage folder, so none loses another's entry.
 */
export async function updateManifest(storageDir: string, entries: PictureManifest, options: ManifestUpdate = {}): Promise<PictureManifest> {
  const { db } = options;
  // The transaction (and its lock) first, then this process's turn: with PGlite, one transaction at a time for the
  // whole database, waiting for a transaction while holding the turn would deadlock with a transaction waiting for it.
  if (db)
    return db.transaction(async (tx) => {
      await lockManifest(tx);
      return oneAtATime(storageDir, () => mergeManifest(storageDir, entries, options));
    });
  return oneAtATime(storageDir, () => mergeManifest(storageDir, entries, options));
}

async function mergeManifest(
  storageDir: string,
  entries: PictureManifest,
  { replaces = () => true, remove = [] }: ManifestUpdate,
): Promise<PictureManifest> {
  const current = await readManifest(storageDir);
  const merged: PictureManifest = { ...current };
  for (const [path, info] of Object.entries(entries)) if (replaces(path, current[path])) merged[path] = info;
  for (const path of remove) delete merged[path];
  const kept = await Promise.all(
    Object.entries(merged).map(async ([path, info]) => ((await stillThere(storageDir, path, info)) ? [path, info] : null)),
  );
  const manifest = Object.fromEntries(kept.filter((entry) => entry !== null).sort(([a], [b]) => (a! < b! ? -1 : 1))) as PictureManifest;
  await writeFileAtomically(manifestFile(storageDir), `${JSON.stringify(manifest, null, 1)}\n`);
  return manifest;
}

/** The last update queued per storage folder: each waits for the one before it (a promise-chain mutex). */
const queues = new Map<string, Promise<unknown>>();

async function oneAtATime<T>(storageDir: string, work: () => Promise<T>): Promise<T> {
  const key = resolve(storageDir);
  const before = queues.get(key) ?? Promise.resolve();
  const mine = before.then(work);
  const settled = mine.catch(() => undefined);
  queues.set(key, settled);
  try {
    return await mine;
  } finally {
    // The last in the queue leaves no entry behind (tests make hundreds of storage folders).
    if (queues.get(key) === settled) queues.delete(key);
  }
}

/** An entry stays while its original and its renditions are in storage. */
async function stillThere(storageDir: string, path: string, info: PictureInfo): Promise<boolean> {
  if (!(await exists(versionFolder(storageDir, info.version)))) return false;
  if (path === SITE_PICTURE_KEY) return true;
  try {
    return isStoragePath(path) && (await exists(storageFile(storageDir, path)));
  } catch {
    return false;
  }
}

/** Whether `path` has an entry whose folder is there. */
export async function hasRenditions(storageDir: string, manifest: PictureManifest, path: string): Promise<boolean> {
  const info = manifest[path];
  return info !== undefined && (await exists(versionFolder(storageDir, info.version)));
}
