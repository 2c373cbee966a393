// Photo content for tests and benchmarks (`npm run content -- photos`): the seed bundle with every picture a photo.
// The logo stays the seed's SVG: a logo is a vector mark, and operators' logos are SVG too (the site picture and
// og.jpg are rasterised from it by the pipeline).
import { join } from 'node:path';
import { seedBundle } from '../db/seed';
import { writeImages } from '../db/seed/images';
import { generatePhoto } from '../pictures/photoGenerator';
import { writeFileAtomically } from '../pictures/files';
import type { ContentBundle } from './bundle';
import { mapPictures } from './pictures';

export const DEFAULT_PHOTO_COUNT = 6;

export const photoPath = (index: number) => `photos/photo-${index}.jpg`;

/** The seed bundle with every picture field but the logo pointing at photo 1, 2, …, `count`, 1, 2, … in turn. */
export function photoBundle(count: number): ContentBundle {
  const seed = seedBundle();
  const logo = seed.businessSetup.logo;
  let used = 0;
  return mapPictures(seed, (path) => (path === logo ? path : photoPath((used++ % count) + 1)));
}

/** Writes photos 1…`count` and the logo into the storage folder; returns the bundle that uses them. */
export async function writePhotoContent(storageDir: string, count: number, onPhoto?: (path: string) => void): Promise<ContentBundle> {
  for (let index = 1; index <= count; index++) {
    await writeFileAtomically(join(storageDir, photoPath(index)), await generatePhoto(index));
    onPhoto?.(photoPath(index));
  }
  const bundle = photoBundle(count);
  await writeImages(storageDir, [{ path: bundle.businessSetup.logo, label: 'StarFamily' }]);
  return bundle;
}
