// The seed's renditions, made once per machine and pipeline and copied into each test app's fresh storage folder:
// the seed's ~150 SVG link-preview pictures cost ~3.5 s of CPU, and the suite seeds some 20 times. A version folder is
// named by the hash of its original and the pipeline's settings (PIPELINE_SALT), so a copy is what the seed would
// make; tests of the pipeline itself pass a storage folder of their own and get no copy.
import { createHash } from 'node:crypto';
import { cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { RENDITIONS_FOLDER } from '@starfamily/shared/pictures';
import { imagesOf } from '../content/pictures';
import { seedBundle } from '../db/seed';
import { writeImages } from '../db/seed/images';
import { renderSvg } from '../db/seed/svg';
import { makePictures, pictureWork } from '../pictures/makePictures';
import { updateManifest } from '../pictures/manifest';
import { PIPELINE_SALT } from '../pictures/settings';
import { cachedFolder } from './cachedFolder';

let template: Promise<string> | undefined;

/** Copies the seed's renditions (and manifest) into `storageDir`. */
export async function copySeedRenditions(storageDir: string): Promise<void> {
  template ??= seedRenditionsTemplate();
  await cp(join(await template, RENDITIONS_FOLDER), join(storageDir, RENDITIONS_FOLDER), { recursive: true });
}

async function seedRenditionsTemplate(): Promise<string> {
  const bundle = seedBundle();
  const hash = createHash('sha256')
    .update(PIPELINE_SALT)
    .update(sharp.versions.sharp ?? '');
  for (const image of imagesOf(bundle)) hash.update(image.path).update(renderSvg(image));
  return cachedFolder(join(tmpdir(), 'starfamily-seed-renditions', hash.digest('hex').slice(0, 16)), async (scratch) => {
    await writeImages(scratch, imagesOf(bundle));
    const { entries, problems } = await makePictures(scratch, pictureWork(bundle));
    if (problems.length > 0) throw new Error(`The seed's pictures were refused:\n${problems.join('\n')}`);
    await updateManifest(scratch, entries);
  });
}
