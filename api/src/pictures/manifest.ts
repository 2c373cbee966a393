// storage/renditions/manifest.json: storage path -> what the pipeline made of the file there (GET /api/pictures).
// It describes files, not database rows: updates merge into what is there, and drop entries whose file is gone.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RENDITIONS_FOLDER, SITE_PICTURE_KEY, type PictureInfo, type PictureManifest } from '@starfamily/shared/pictures';
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

/**
 * Adds `entries` to the manifest (replacing those paths; with `replaces`, only paths whose current entry it accepts)
 * and writes it atomically, keys sorted; returns it.
 */
export async function updateManifest(
  storageDir: string,
  entries: PictureManifest,
  replaces: (path: string, current: PictureInfo | undefined) => boolean = () => true,
): Promise<PictureManifest> {
  const current = await readManifest(storageDir);
  const merged: PictureManifest = { ...current };
  for (const [path, info] of Object.entries(entries)) if (replaces(path, current[path])) merged[path] = info;
  const kept = await Promise.all(Object.entries(merged).map(async ([path, info]) => ((await stillThere(storageDir, path, info)) ? [path, info] : null)));
  const manifest = Object.fromEntries(kept.filter((entry) => entry !== null).sort(([a], [b]) => (a! < b! ? -1 : 1))) as PictureManifest;
  await writeFileAtomically(manifestFile(storageDir), `${JSON.stringify(manifest, null, 1)}\n`);
  return manifest;
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
