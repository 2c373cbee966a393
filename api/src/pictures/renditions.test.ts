// The picture pipeline on a storage folder (no database): the renditions promised by the shared contract, nothing of
// the original's metadata in them, and every refusal naming its file and leaving nothing behind.
import assert from 'node:assert/strict';
import { readdir, rm, mkdtemp, open, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import {
  OG_IMAGE,
  RENDITION_EXTENSION,
  RENDITION_FORMATS,
  RENDITION_WIDTHS,
  SITE_PICTURE_KEY,
  ogImagePath,
  renditionPath,
  renditionWidths,
  type PictureInfo,
} from '@starfamily/shared/pictures';
import { bombPng, photoJpeg, readExif, renditionsListing, writeStored } from '../testing/pictures';
import { makePictures } from './makePictures';
import { BRAND_COLOUR } from './settings';

/** sharp's name of each rendition format (AVIF is a HEIF file with AV1 inside). */
const DECODED_FORMAT = { avif: 'heif', webp: 'webp', jpeg: 'jpeg' } as const;

describe('picture renditions', () => {
  let storageDir: string;
  /** A 2000×1500 photo with the EXIF of a camera and a GPS position, made into renditions once for the first tests. */
  let photo: PictureInfo;
  const make = (paths: string[], logo: string | null = null) => makePictures(storageDir, { paths, logo });
  const file = (path: string) => readFile(join(storageDir, path));

  before(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'sf-pictures-'));
    const original = await photoJpeg(2000, 1500);
    assert.ok(readExif((await sharp(original).metadata()).exif!).GPSLatitude, 'the test photo has no GPS position to strip');
    await writeStored(storageDir, 'products/photo.jpg', original);
    const { entries, problems } = await make(['products/photo.jpg']);
    assert.deepEqual(problems, []);
    photo = entries['products/photo.jpg']!;
  });
  after(() => rm(storageDir, { recursive: true, force: true }));

  it('makes every promised width (none above the original) in AVIF, WebP and progressive JPEG, keeping the aspect ratio', async () => {
    const info = photo;
    assert.deepEqual({ ...info, version: 'v' }, { version: 'v', width: 2000, height: 1500, kind: 'raster' });
    assert.match(info.version, /^[0-9a-f]{16}$/);
    const widths = renditionWidths(info);
    assert.deepEqual(
      widths,
      RENDITION_WIDTHS.filter((width) => width <= 2000),
    );
    const expected = [
      ...widths.flatMap((width) => RENDITION_FORMATS.map((format) => `${width}.${RENDITION_EXTENSION[format]}`)),
      OG_IMAGE.file,
    ];
    assert.deepEqual((await readdir(join(storageDir, 'renditions', info.version))).sort(), expected.sort());
    for (const width of widths) {
      for (const format of RENDITION_FORMATS) {
        const metadata = await sharp(await file(renditionPath(info.version, width, format))).metadata();
        assert.equal(metadata.format, DECODED_FORMAT[format], `${width} ${format}`);
        assert.equal(metadata.width, width);
        assert.ok(Math.abs(metadata.height - (width * 1500) / 2000) <= 1, `${width}.${format} is ${metadata.width}×${metadata.height}`);
        if (format === 'jpeg') assert.ok(metadata.isProgressive, `${width}.jpg is not progressive`);
      }
    }
  });

  it('leaves no EXIF, GPS, XMP, IPTC or ICC profile in any rendition or og.jpg', async () => {
    const folder = join(storageDir, 'renditions', photo.version);
    for (const name of await readdir(folder)) {
      const metadata = await sharp(await readFile(join(folder, name))).metadata();
      const kept = (['exif', 'xmp', 'iptc', 'icc'] as const).filter((key) => metadata[key] !== undefined);
      assert.deepEqual(kept, [], `${name} keeps ${kept.join(', ')}`);
      assert.equal(metadata.orientation, undefined, `${name} keeps an orientation tag`);
    }
  });

  it('makes og.jpg a 1200×630 JPEG of at most 300 KB', async () => {
    const og = await file(ogImagePath(photo.version));
    const metadata = await sharp(og).metadata();
    assert.deepEqual([metadata.format, metadata.width, metadata.height], ['jpeg', OG_IMAGE.width, OG_IMAGE.height]);
    assert.ok(og.length <= OG_IMAGE.maxBytes, `og.jpg is ${og.length} bytes`);
  });

  it('turns a picture upright by its EXIF orientation before anything else', async () => {
    await writeStored(storageDir, 'team/portrait.jpg', await photoJpeg(1200, 900, { orientation: 6 }));
    const { entries } = await make(['team/portrait.jpg']);
    const info = entries['team/portrait.jpg']!;
    assert.deepEqual([info.width, info.height], [900, 1200]);
    const widest = Math.max(...renditionWidths(info));
    const metadata = await sharp(await file(renditionPath(info.version, widest, 'webp'))).metadata();
    assert.deepEqual([metadata.width, metadata.height], [widest, Math.round((widest * 1200) / 900)]);
  });

  it('gives a picture smaller than every width one rendition at its own width', async () => {
    await writeStored(
      storageDir,
      'partners/tiny.png',
      await sharp({ create: { width: 80, height: 40, channels: 4, background: '#0000' } })
        .png()
        .toBuffer(),
    );
    const { entries } = await make(['partners/tiny.png']);
    const info = entries['partners/tiny.png']!;
    assert.deepEqual(renditionWidths(info), [80]);
    assert.equal((await sharp(await file(renditionPath(info.version, 80, 'jpeg'))).metadata()).width, 80);
  });

  it('makes only og.jpg for an SVG, drawn whole on white, its size from the SVG', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300"><circle cx="150" cy="150" r="150" fill="#1f7a3a"/></svg>';
    await writeStored(storageDir, 'brand/mark.svg', svg);
    const { entries } = await make(['brand/mark.svg']);
    const info = entries['brand/mark.svg']!;
    assert.deepEqual({ ...info, version: 'v' }, { version: 'v', width: 300, height: 300, kind: 'svg' });
    assert.deepEqual(await readdir(join(storageDir, 'renditions', info.version)), [OG_IMAGE.file]);
    const og = sharp(await file(ogImagePath(info.version)));
    const { width, height } = await og.metadata();
    assert.deepEqual([width, height], [OG_IMAGE.width, OG_IMAGE.height]);
    const corner = await og.clone().extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    const centre = await og.clone().extract({ left: 600, top: 315, width: 1, height: 1 }).raw().toBuffer();
    assert.deepEqual([...corner], [255, 255, 255], 'the background is white');
    assert.ok(centre[1]! > centre[0]! && centre[1]! > centre[2]!, 'the mark is in the middle');
  });

  it('makes the site picture from the logo on the brand colour', async () => {
    await writeStored(
      storageDir,
      'brand/logo.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="#fff"/></svg>',
    );
    const { entries } = await make(['brand/logo.svg'], 'brand/logo.svg');
    const site = entries[SITE_PICTURE_KEY]!;
    assert.deepEqual({ ...site, version: 'v' }, {
      version: 'v',
      width: OG_IMAGE.width,
      height: OG_IMAGE.height,
      kind: 'raster',
    } satisfies PictureInfo);
    const og = sharp(await file(ogImagePath(site.version)));
    const [edge, middle] = await Promise.all([
      og.clone().extract({ left: 5, top: 5, width: 1, height: 1 }).raw().toBuffer(),
      og.clone().extract({ left: 600, top: 315, width: 1, height: 1 }).raw().toBuffer(),
    ]);
    const brand = [1, 3, 5].map((at) => parseInt(BRAND_COLOUR.slice(at, at + 2), 16));
    assert.ok(
      [...edge].every((value, index) => Math.abs(value - brand[index]!) <= 6),
      `edge ${[...edge]} is not ${BRAND_COLOUR}`,
    );
    assert.ok(
      [...middle].every((value) => value >= 245),
      'the logo is in the middle',
    );
    assert.ok(await file(renditionPath(site.version, 640, 'avif')), 'the site picture has width renditions');
  });

  it("uses the brand colour of the site's stylesheet (--sf-accent)", async () => {
    const css = await readFile(new URL('../../../shared/src/styles/base.css', import.meta.url), 'utf8');
    assert.equal(/--sf-accent:\s*(#[0-9a-f]{6})/i.exec(css)?.[1]?.toLowerCase(), BRAND_COLOUR);
  });

  it('gives the same bytes the same version (not made again) and changed bytes a new one', async () => {
    const first = await photoJpeg(600, 450);
    await writeStored(storageDir, 'services/swap.jpg', first);
    const made: string[] = [];
    const options = { onPicture: (path: string, wasMade: boolean) => void (wasMade && made.push(path)) };
    const one = await makePictures(storageDir, { paths: ['services/swap.jpg'], logo: null }, options);
    const again = await makePictures(storageDir, { paths: ['services/swap.jpg'], logo: null }, options);
    assert.equal(again.entries['services/swap.jpg']!.version, one.entries['services/swap.jpg']!.version);
    assert.deepEqual(made, ['services/swap.jpg'], 'the second run made the same picture again');
    await writeStored(storageDir, 'services/swap.jpg', await photoJpeg(600, 450));
    const changed = await make(['services/swap.jpg']);
    assert.notEqual(changed.entries['services/swap.jpg']!.version, one.entries['services/swap.jpg']!.version);
  });

  describe('refuses, naming the file, and leaves nothing behind', () => {
    const refusal = async (path: string, bytes: Buffer | string | null, expected: RegExp) => {
      if (bytes !== null) await writeStored(storageDir, path, bytes);
      const listing = await renditionsListing(storageDir);
      const { entries, problems } = await make([path]);
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.match(problems[0]!, expected);
      assert.ok(problems[0]!.startsWith(`${path}: `), problems[0]);
      assert.equal(entries[path], undefined);
      assert.deepEqual(await renditionsListing(storageDir), listing, 'something was written for a refused picture');
    };

    it('a decompression bomb: a 20000×20000 PNG header', () =>
      refusal(
        'products/bomb.png',
        bombPng(20_000, 20_000),
        /^products\/bomb\.png: 20000×20000 pixels is more than the 70-megapixel limit$/,
      ));

    it('a truncated JPEG', async () => {
      const whole = await photoJpeg(1200, 900);
      await refusal(
        'products/cut.jpg',
        whole.subarray(0, Math.floor(whole.length * 0.6)),
        /cannot be decoded, the file is damaged or truncated/,
      );
    });

    it('a file over the byte limit', async () => {
      const path = 'products/huge.jpg';
      await writeStored(storageDir, path, '');
      const handle = await open(join(storageDir, path), 'r+');
      await handle.truncate(41 * 1024 * 1024);
      await handle.close();
      await refusal(path, null, /: 41\.0 MB is more than the 40\.0 MB limit$/);
    });

    it('a format the site does not take, and a file that is no picture', async () => {
      await refusal(
        'products/scan.tif',
        await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
          .tiff()
          .toBuffer(),
        /TIFF pictures are not supported/,
      );
      await refusal('products/notes.jpg', 'not a picture at all', /is not a picture in a format the site can read/);
    });

    it('a missing file, and a path outside the storage folder', async () => {
      await refusal('products/missing.jpg', null, /: no such file in the storage folder$/);
      const { problems } = await make(['../secret.jpg']);
      assert.deepEqual(problems, ['../secret.jpg: is outside the storage folder']);
    });

    it('stops before making anything when one picture of many fails its check', async () => {
      await writeStored(storageDir, 'farms/good.jpg', await photoJpeg(800, 600));
      await writeStored(storageDir, 'products/bomb.png', bombPng(20_000, 20_000));
      const listing = await renditionsListing(storageDir);
      const { problems } = await make(['farms/good.jpg', 'products/bomb.png']);
      assert.deepEqual(problems, ['products/bomb.png: 20000×20000 pixels is more than the 70-megapixel limit']);
      assert.deepEqual(await renditionsListing(storageDir), listing);
    });
  });
});
