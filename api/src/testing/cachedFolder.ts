// A folder that tests make once and keep under the system's temp folder (the seeded PGlite template, the seed's
// renditions): made in a scratch folder beside it and renamed into place, so that no process ever sees half of one.
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * `folder` when it exists; otherwise `make` fills a scratch folder that then becomes `folder`. Test files run as
 * processes side by side: when another one made the folder meanwhile (the rename fails), that one is used.
 */
export async function cachedFolder(folder: string, make: (scratch: string) => Promise<void>): Promise<string> {
  if (await exists(folder)) return folder;
  const root = dirname(folder);
  await mkdir(root, { recursive: true });
  const scratch = await mkdtemp(join(root, '.making-'));
  try {
    await make(scratch);
    await rename(scratch, folder);
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    if (!(await exists(folder))) throw error;
  }
  return folder;
}
