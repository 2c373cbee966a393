// Writing the pipeline's files so that none is ever seen half-written: a file is written beside its place under a
// hidden name, flushed to disk, then renamed over it; a version folder is filled under a hidden name and renamed
// into place whole. Hidden (dot) names are never served (plugins/storage.ts: dotfiles ignored).
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, open, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { RENDITIONS_FOLDER } from '@starfamily/shared/pictures';

/** Writes `bytes` to `file` durably: readers see the old file or the new one, never a part. */
export async function writeFileAtomically(file: string, bytes: Buffer | string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temp = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeAndSync(temp, bytes);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Writes and flushes one file (inside a folder that is itself renamed into place). */
export async function writeAndSync(file: string, bytes: Buffer | string): Promise<void> {
  const handle = await open(file, 'w');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export const versionFolder = (storageDir: string, version: string) => join(storageDir, RENDITIONS_FOLDER, version);

export const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Makes `renditions/<version>/` with `fill` unless it is there already (same version = same bytes and settings, so
 * the same files). Returns whether it made it. A failing `fill` leaves nothing behind.
 */
export async function makeVersionFolder(storageDir: string, version: string, fill: (folder: string) => Promise<void>): Promise<boolean> {
  const folder = versionFolder(storageDir, version);
  if (await exists(folder)) return false;
  await mkdir(dirname(folder), { recursive: true });
  const temp = await mkdtemp(join(dirname(folder), `.${version}-`));
  try {
    await fill(temp);
    await rename(temp, folder);
    return true;
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    // Another import or instance made the same folder meanwhile: theirs is just as good.
    if (isCode(error, 'ENOTEMPTY', 'EEXIST') && (await exists(folder))) return false;
    throw error;
  }
}

const isCode = (error: unknown, ...codes: string[]) => codes.includes((error as NodeJS.ErrnoException | null)?.code ?? '');
