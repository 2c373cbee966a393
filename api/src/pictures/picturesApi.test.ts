// The pipeline in the running API: the seed's pictures, GET /api/pictures, caching of renditions, imports that bring a
// picture the site cannot show (refused, nothing changed), a changed picture getting new URLs, and the start-up repair.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { OG_IMAGE, SITE_PICTURE_KEY, ogImagePath, renditionPath, type PictureManifest } from '@starfamily/shared/pictures';
import { exportBundle } from '../content/exportBundle';
import { importBundle } from '../content/importBundle';
import { imagesOf } from '../content/pictures';
import { BundleValidationError } from '../content/validateBundle';
import { seedBundle } from '../db/seed';
import { IMMUTABLE_CACHE_CONTROL } from '../plugins/storage';
import { build, json, testDrivers, type TestApp } from '../testing/build';
import { bombPng, photoJpeg, renditionsListing, writeStored } from '../testing/pictures';
import { copySeedRenditions } from '../testing/seedRenditions';
import { manifestFile, readManifest } from './manifest';

async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  assert.fail(`${what}: not within ${timeoutMs} ms`);
}

async function problemsOf(action: Promise<unknown>): Promise<string[]> {
  try {
    await action;
  } catch (error) {
    if (error instanceof BundleValidationError) return error.problems;
    throw error;
  }
  return assert.fail('the import was accepted');
}

for (const driver of testDrivers()) {
  describe(`pictures in the API (${driver})`, () => {
    let t: TestApp;
    const pictures = async (app = t.app) => json<PictureManifest>(await app.inject('/api/pictures'));
    before(async () => {
      t = await build({ driver });
    });
    after(() => t.close());

    it('the seed makes og.jpg for every SVG picture and the site picture', async () => {
      const manifest = await pictures();
      for (const { path } of imagesOf(seedBundle())) {
        const info = manifest[path];
        assert.equal(info?.kind, 'svg', `${path}: ${JSON.stringify(info)}`);
        assert.equal((await t.app.inject(`/storage/${ogImagePath(info.version)}`)).statusCode, 200, `${path} has no og.jpg`);
      }
      const site = manifest[SITE_PICTURE_KEY]!;
      assert.deepEqual(
        { width: site.width, height: site.height, kind: site.kind },
        { width: OG_IMAGE.width, height: OG_IMAGE.height, kind: 'raster' },
      );
      const og = await t.app.inject(`/storage/${ogImagePath(site.version)}`);
      assert.equal(og.headers['content-type'], 'image/jpeg');
      assert.equal((await t.app.inject(`/storage/${renditionPath(site.version, 640, 'webp')}`)).statusCode, 200);
    });

    it('GET /api/pictures answers the manifest in storage, as cached content', async () => {
      const response = await t.app.inject('/api/pictures');
      assert.equal(response.statusCode, 200);
      assert.deepEqual(json(response), await readManifest(t.storageDir));
      assert.ok(response.headers.etag, 'not kept by the content cache');
      const again = await t.app.inject({ url: '/api/pictures', headers: { 'if-none-match': String(response.headers.etag) } });
      assert.equal(again.statusCode, 304);
    });

    it('serves renditions as immutable for a year; originals keep a day; the manifest file is not served', async () => {
      const { version } = (await pictures())[SITE_PICTURE_KEY]!;
      const rendition = await t.app.inject(`/storage/${renditionPath(version, 320, 'avif')}`);
      assert.equal(rendition.statusCode, 200);
      assert.equal(rendition.headers['content-type'], 'image/avif');
      assert.equal(rendition.headers['cache-control'], IMMUTABLE_CACHE_CONTROL);
      const logo = (await t.app.repositories.businessSetup.get())!.logo;
      assert.equal((await t.app.inject(`/storage/${logo}`)).headers['cache-control'], 'public, max-age=86400');
      assert.equal((await t.app.inject('/storage/renditions/manifest.json')).statusCode, 404);
    });

    it('refuses an import bringing a decompression bomb and a truncated JPEG, naming both, and changes nothing', async () => {
      const whole = await photoJpeg(1200, 900);
      await writeStored(t.storageDir, 'products/bomb.png', bombPng(20_000, 20_000));
      await writeStored(t.storageDir, 'products/cut.jpg', whole.subarray(0, Math.floor(whole.length * 0.6)));
      const bundle = seedBundle();
      bundle.products[0]!.banner = 'products/bomb.png';
      bundle.products[1]!.images = ['products/cut.jpg'];
      bundle.partners[0]!.banner = 'partners/never-uploaded.png';
      const [content, manifest, listing] = [
        await exportBundle(t.app.db),
        await readFile(manifestFile(t.storageDir)),
        await renditionsListing(t.storageDir),
      ];

      let problems = await problemsOf(importBundle(t.app.db, bundle, { storageDir: t.storageDir }));
      // The header checks come first: nothing is decoded while any file is missing or too large.
      assert.deepEqual(problems, [
        'products/bomb.png: 20000×20000 pixels is more than the 70-megapixel limit',
        'partners/never-uploaded.png: no such file in the storage folder',
      ]);
      bundle.products[0]!.banner = seedBundle().products[0]!.banner;
      bundle.partners[0]!.banner = seedBundle().partners[0]!.banner;
      problems = await problemsOf(importBundle(t.app.db, bundle, { storageDir: t.storageDir }));
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.match(problems[0]!, /^products\/cut\.jpg: cannot be decoded, the file is damaged or truncated/);

      assert.deepEqual(await exportBundle(t.app.db), content, 'the database changed');
      assert.deepEqual(await readFile(manifestFile(t.storageDir)), manifest, 'the manifest was rewritten');
      assert.deepEqual(await renditionsListing(t.storageDir), listing, 'renditions were written');
    });

    it('gives a picture replaced at the same path new URLs once imported', async () => {
      const path = 'projects/site-visit.jpg';
      await writeStored(t.storageDir, path, await photoJpeg(700, 500));
      const bundle = seedBundle();
      bundle.projects[0]!.banner = path;
      await importBundle(t.app.db, bundle, { storageDir: t.storageDir });
      await eventually(async () => (await pictures())[path] !== undefined, 'the first version in GET /api/pictures');
      const first = (await pictures())[path]!;

      await writeStored(t.storageDir, path, await photoJpeg(700, 500));
      await importBundle(t.app.db, bundle, { storageDir: t.storageDir });
      await eventually(async () => (await pictures())[path]?.version !== first.version, 'a new version in GET /api/pictures');
      const second = (await pictures())[path]!;
      assert.notEqual(renditionPath(second.version, 640, 'avif'), renditionPath(first.version, 640, 'avif'));
      assert.equal((await t.app.inject(`/storage/${renditionPath(second.version, 640, 'avif')}`)).statusCode, 200);
      // Pages rendered before the import still name the old URLs: they keep working.
      assert.equal((await t.app.inject(`/storage/${renditionPath(first.version, 640, 'avif')}`)).statusCode, 200);
      await importBundle(t.app.db, seedBundle(), { storageDir: t.storageDir });
    });
  });
}

describe('pictures made at start-up for content imported before the pipeline', () => {
  let parent: string;
  before(async () => {
    parent = await mkdtemp(join(tmpdir(), 'sf-pictures-repair-'));
  });
  after(() => rm(parent, { recursive: true, force: true }));

  it('an API on such a database makes the missing renditions after start, and GET /api/pictures then has them', async () => {
    const storageDir = join(parent, 'storage');
    const pgliteDir = join(parent, 'pglite');
    await copySeedRenditions(storageDir);
    const first = await build({ pgliteDir, storageDir });
    const made = await readManifest(storageDir);
    const logo = (await first.app.repositories.businessSetup.get())!.logo;
    await first.close();
    // What an installation from before the pipeline has: content and originals, no manifest, some renditions missing.
    const missing = [logo, SITE_PICTURE_KEY, imagesOf(seedBundle()).at(-1)!.path];
    await rm(manifestFile(storageDir));
    for (const path of missing) await rm(join(storageDir, 'renditions', made[path]!.version), { recursive: true });

    const second = await build({ database: { pgliteDir }, storageDir, seed: false });
    try {
      await second.app.pictures.repaired();
      await eventually(
        async () => Object.keys(json<PictureManifest>(await second.app.inject('/api/pictures'))).length > 0,
        'a filled manifest',
      );
      assert.deepEqual(json(await second.app.inject('/api/pictures')), made);
      for (const path of missing) {
        assert.equal((await second.app.inject(`/storage/${ogImagePath(made[path]!.version)}`)).statusCode, 200, `${path} has no og.jpg`);
      }
    } finally {
      await second.close();
    }
  });
});
