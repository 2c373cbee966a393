// Writing the seed pictures into the storage folder (which pictures a bundle has: content/pictures.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { renderSvg, type SeedImage } from './svg';

/** Writes the seed pictures (always the same bytes for the same content). */
export async function writeImages(storageDir: string, images: SeedImage[]): Promise<void> {
  for (const image of images) {
    const file = join(storageDir, image.path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, renderSvg(image));
  }
}
