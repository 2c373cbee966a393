// Photo content (`npm run content -- photos`): camera-like JPEGs with a GPS position, a bundle using them for every
// picture but the logo, and importing it: renditions up to 1920 px with nothing of the camera's EXIF left.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { RENDITION_WIDTHS, renditionWidths } from '@starfamily/shared/pictures';
import { generatePhoto, PHOTO } from '../pictures/photoGenerator';
import { build, type TestApp } from '../testing/build';
import { readExif } from '../testing/pictures';
import { importBundle } from './importBundle';
import { photoPath, writePhotoContent } from './photoContent';
import { imagesOf } from './pictures';

describe('photo content', () => {
  let t: TestApp;
  before(async () => {
    t = await build();
  });
  after(() => t.close());

  it('writes camera-like photos, a bundle using them round-robin, and imports with clean renditions', async () => {
    const bundle = await writePhotoContent(t.storageDir, 2);
    const photo = await readFile(join(t.storageDir, photoPath(1)));
    const metadata = await sharp(photo).metadata();
    assert.deepEqual([metadata.format, metadata.width, metadata.height], ['jpeg', PHOTO.width, PHOTO.height]);
    assert.ok(photo.length > 3_000_000 && photo.length < 4_000_000, `photo-1.jpg is ${photo.length} bytes`);
    const exif = readExif(metadata.exif!);
    for (const tag of ['Make', 'Model', 'DateTimeOriginal', 'GPSLatitude', 'GPSLongitude'])
      assert.ok(exif[tag], `no ${tag} in ${JSON.stringify(exif)}`);
    assert.ok((await generatePhoto(1)).equals(photo), 'photo 1 came out different the second time');

    assert.deepEqual(
      imagesOf(bundle)
        .map(({ path }) => path)
        .sort(),
      [bundle.businessSetup.logo, photoPath(1), photoPath(2)].sort(),
      'every picture but the logo is a photo, both photos used',
    );
    assert.match(bundle.businessSetup.logo, /\.svg$/);

    await importBundle(t.app.db, bundle, { storageDir: t.storageDir });
    const manifest = await t.app.pictures.manifest();
    const info = manifest[photoPath(2)]!;
    assert.deepEqual(renditionWidths(info), [...RENDITION_WIDTHS]);
    const folder = join(t.storageDir, 'renditions', info.version);
    for (const name of await readdir(folder)) {
      assert.equal((await sharp(await readFile(join(folder, name))).metadata()).exif, undefined, `${name} keeps the camera's EXIF`);
    }
  });
});
