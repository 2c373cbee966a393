// A library picture's files after content changes (docs/content-editing.md "Media": the lifecycle): a replaced picture's
// renditions and manifest entry go when the publish of its drafts retires it, its original stays while a version
// refers to it, and a rollback to that version makes its renditions again; a refused publish retires nothing, and a
// failed clean-up fails no publish; a deleted picture keeps its original for the versions too; a renditions folder two
// paths share stays while the other is in the manifest. Asserted on disk and in the manifest.
import assert from 'node:assert/strict';
import { copyFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import type { PictureManifest } from '@starfamily/shared/pictures';
import { exportBundle } from '../../content/exportBundle';
import { contentDrafts, contentVersions } from '../../db/schema';
import { exists, versionFolder } from '../../pictures/files';
import { makePictures } from '../../pictures/makePictures';
import { manifestFile, updateManifest } from '../../pictures/manifest';
import { buildAdmin, GOOD_PASSWORD, makeOperator, signIn, type AdminTestApp, type SignedIn } from '../../testing/admin';
import { json } from '../../testing/build';
import { postMultipart, upload } from '../../testing/media';
import { photoJpeg, writeStored } from '../../testing/pictures';
import { removeRetiredMedia } from './mediaStore';

interface Media {
  id: number;
  path: string;
}

describe('the files of a library picture across publishes and rollbacks', () => {
  let t: AdminTestApp;
  let editor: SignedIn;
  before(async () => {
    t = await buildAdmin({ seed: true });
    await makeOperator(t, 'lifecycle@example.com', 'editor', GOOD_PASSWORD);
    editor = await signIn(t.app, 'lifecycle@example.com');
  });
  after(() => t.close());

  const call = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers: editor.headers, ...(payload ? { payload } : {}) });
  const ok = async (method: 'POST' | 'DELETE', url: string, payload?: object) => {
    const answer = await call(method, url, payload);
    assert.ok(answer.statusCode < 300, `${url}: ${answer.statusCode} ${answer.body}`);
    return answer;
  };
  const publishAll = async () => json<{ version: { id: number } }>(await ok('POST', '/publish', { all: true })).version.id;
  /** The manifest as stored, and as the public API answers it. */
  const manifests = async () =>
    [
      JSON.parse(await readFile(manifestFile(t.storageDir), 'utf8')) as PictureManifest,
      json<PictureManifest>(await t.app.inject('/api/pictures')),
    ] as const;
  const original = (path: string) => exists(join(t.storageDir, path));
  const renditions = (version: string) => exists(versionFolder(t.storageDir, version));

  it('retires a replaced picture on publish, keeps its original for the versions, and makes it again on rollback', async () => {
    const uploaded = await upload(
      t.app,
      editor,
      { alt: 'Roasting drum', focalX: '0.3' },
      { bytes: await photoJpeg(700, 500), filename: 'drum.jpg' },
    );
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    const old = json<Media>(uploaded);
    const product = (await exportBundle(t.app.db)).products[0]!;
    await t.app.db.insert(contentDrafts).values({ type: 'products', record_id: product.id, data: { ...product, banner: old.path } });
    const shownOld = await publishAll();
    const oldVersion = (await manifests())[0][old.path]!.version;

    const replaced = await postMultipart(
      t.app,
      editor,
      `/api/admin/media/${old.id}/replace`,
      {},
      { bytes: await photoJpeg(720, 480), filename: 'drum2.jpg' },
    );
    assert.equal(replaced.statusCode, 200, replaced.body);
    const now = json<{ media: Media }>(replaced).media;
    assert.ok(await renditions(oldVersion), 'the site still shows the old picture until the drafts are published');
    // A refused release retires nothing: with it, a product pointing at no category.
    const [, other] = (await exportBundle(t.app.db)).products;
    await t.app.db.insert(contentDrafts).values({ type: 'products', record_id: other!.id, data: { ...other!, category_id: 999_999 } });
    assert.equal((await call('POST', '/publish', { all: true })).statusCode, 400);
    assert.ok((await renditions(oldVersion)) && (await manifests())[1][old.path], 'still shown after a refused publish');
    await t.app.db.delete(contentDrafts).where(and(eq(contentDrafts.type, 'products'), eq(contentDrafts.record_id, other!.id)));
    await publishAll();

    assert.equal(await renditions(oldVersion), false, 'the old renditions are gone');
    assert.ok(await original(old.path), 'the old original stays: a version refers to it');
    for (const manifest of await manifests()) {
      assert.equal(manifest[old.path], undefined, 'visitors are no longer told of the old picture');
      assert.ok(manifest[now.path], 'the new one is shown');
    }

    await ok('POST', `/versions/${shownOld}/restore`);
    const [stored, served] = await manifests();
    assert.ok(stored[old.path] && (await renditions(stored[old.path]!.version)), 'the rollback made its renditions again');
    assert.deepEqual(served[old.path], stored[old.path]);
    assert.ok(served[now.path] && (await renditions(served[now.path]!.version)), 'the library still owns the new picture');

    // Nothing uses the new picture after the rollback: deleting it retires its renditions, but a version refers to it.
    await ok('DELETE', `/media/${now.id}`);
    assert.equal((await manifests())[1][now.path], undefined);
    assert.equal(await renditions(served[now.path]!.version), false);
    assert.ok(await original(now.path), 'its original stays for the version that showed it');
    const [latest] = await t.app.db.select().from(contentVersions).where(eq(contentVersions.kind, 'rollback'));
    assert.equal(latest?.restored_from, shownOld);
  });

  it('removes the original of a picture no version ever showed', async () => {
    const uploaded = json<Media>(
      await upload(t.app, editor, { alt: 'Never shown' }, { bytes: await photoJpeg(300, 300), filename: 'never.jpg' }),
    );
    const version = (await manifests())[0][uploaded.path]!.version;
    await ok('DELETE', `/media/${uploaded.id}`);
    assert.deepEqual([await original(uploaded.path), await renditions(version)], [false, false]);
  });

  it('publishes even when the clean-up after it fails', async () => {
    // A version whose bundle the clean-up cannot read (as one from before a field was added might be).
    await t.app.db.insert(contentVersions).values({ kind: 'import', summary: 'A bundle of another age', bundle: {} });
    const product = (await exportBundle(t.app.db)).products[0]!;
    await t.app.db
      .insert(contentDrafts)
      .values({ type: 'products', record_id: product.id, data: { ...product, title: 'Published anyway' } });
    const published = await publishAll();
    const [latest] = await t.app.db.select().from(contentVersions).orderBy(desc(contentVersions.id)).limit(1);
    assert.equal(latest?.id, published);
    assert.equal((await exportBundle(t.app.db)).products[0]!.title, 'Published anyway');
  });

  it('keeps a renditions folder another manifest entry points to', async () => {
    // A retired library file and a content picture with the same bytes (no focal point): one version folder.
    const retired = 'media/0123456789abcdef0123456789abcdef.jpg';
    const twin = 'products/twin-of-a-retired-picture.jpg';
    const bytes = await photoJpeg(400, 300);
    await writeStored(t.storageDir, retired, bytes);
    await copyFile(join(t.storageDir, retired), join(t.storageDir, twin));
    const { entries } = await makePictures(t.storageDir, { paths: [retired, twin], logo: null });
    assert.equal(entries[retired]!.version, entries[twin]!.version);
    const { [retired]: retiredEntry, [twin]: twinEntry } = entries;
    await updateManifest(t.storageDir, { [retired]: retiredEntry!, [twin]: twinEntry! });

    assert.deepEqual(await removeRetiredMedia(t.app.db, t.storageDir, [retired]), [retired]);
    const [stored] = await manifests();
    assert.equal(stored[retired], undefined);
    assert.deepEqual(stored[twin], twinEntry, 'the twin keeps its entry');
    assert.ok(await renditions(twinEntry!.version), 'and its renditions folder');
    assert.equal(await original(retired), false, 'no version refers to the retired file');
  });
});
