// The library around an upload: list and search, what uses a picture (a published product, a pending draft of a
// service), replacing it (drafts saved for both, the old file kept while the site shows it), deleting it (refused
// naming its users while used; then row, files and manifest entry gone), each change in the audit log.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { PictureManifest } from '@starfamily/shared/pictures';
import { exportBundle } from '../../content/exportBundle';
import { importBundle } from '../../content/importBundle';
import { contentDrafts, products, services } from '../../db/schema';
import { auditEntries, buildAdmin, GOOD_PASSWORD, makeOperator, signIn, type AdminTestApp, type SignedIn } from '../../testing/admin';
import { json } from '../../testing/build';
import { mediaRows, postMultipart, storageListing, upload } from '../../testing/media';
import { removeRetiredMedia } from './mediaStore';
import { photoJpeg } from '../../testing/pictures';

interface Media {
  id: number;
  path: string;
  alt: string;
}
interface User {
  type: string;
  id: number;
  label: string;
  draft: boolean;
}

describe('the media library', () => {
  let t: AdminTestApp;
  let editor: SignedIn;
  before(async () => {
    t = await buildAdmin({ seed: true });
    await makeOperator(t, 'library@example.com', 'editor', GOOD_PASSWORD);
    editor = await signIn(t.app, 'library@example.com');
  });
  after(() => t.close());

  const add = async (alt: string) => {
    const answer = await upload(t.app, editor, { alt }, { bytes: await photoJpeg(640, 480), filename: 'photo.jpg' });
    assert.equal(answer.statusCode, 201, answer.body);
    return json<Media>(answer);
  };
  const get = (url: string) => t.app.inject({ url, headers: { cookie: editor.headers.cookie! } });

  it('lists newest first and searches the alt text and the path', async () => {
    const terrace = await add('Terraced hillside at dawn');
    const cupping = await add('Cupping session in the lab');
    const all = json<{ items: Media[]; total: number }>(await get('/api/admin/media?perPage=100'));
    assert.deepEqual(
      all.items.slice(0, 2).map((item) => item.id),
      [cupping.id, terrace.id],
    );
    const found = json<{ items: Media[]; total: number }>(await get('/api/admin/media?q=HILLSIDE%20dawn'));
    assert.deepEqual([found.total, found.items[0]?.id], [1, terrace.id]);
    const byPath = json<{ items: Media[] }>(await get(`/api/admin/media?q=${cupping.path.slice(6, 20)}`));
    assert.deepEqual(
      byPath.items.map((item) => item.id),
      [cupping.id],
    );
    const paged = json<{ items: Media[]; page: number }>(await get('/api/admin/media?perPage=1&page=2'));
    assert.deepEqual([paged.page, paged.items[0]?.id], [2, terrace.id]);
  });

  it('keeps the focal crop and the alt text when content using the picture is imported (as a publish does)', async () => {
    const answer = await upload(
      t.app,
      editor,
      { alt: 'Drying beds', focalX: '0.2', focalY: '0.7' },
      { bytes: await photoJpeg(900, 600), filename: 'beds.jpg' },
    );
    assert.equal(answer.statusCode, 201, answer.body);
    const { path } = json<Media>(answer);
    const manifest = async () => json<PictureManifest>(await t.app.inject({ url: '/api/pictures' }));
    const uploaded = (await manifest())[path]!;
    const bundle = await exportBundle(t.app.db);
    const banner = bundle.products[0]!.banner;
    bundle.products[0]!.banner = path;
    await importBundle(t.app.db, bundle, { storageDir: t.storageDir });
    assert.deepEqual((await manifest())[path], uploaded);
    bundle.products[0]!.banner = banner;
    await importBundle(t.app.db, bundle, { storageDir: t.storageDir });
  });

  it('names its users, replaces it into drafts, and deletes it only once unused', async () => {
    const picture = await add('Washing station');
    const [product] = await t.app.db.select().from(products).limit(1);
    const [service] = await t.app.db.select().from(services).limit(1);
    await t.app.db.update(products).set({ banner: picture.path }).where(eq(products.id, product!.id));
    const draft = { id: service!.id, serviceName: 'Washing, drafted', images: ['services/other.jpg', picture.path] };
    await t.app.db.insert(contentDrafts).values({ type: 'services', record_id: service!.id, data: draft });

    const detail = json<Media & { usedBy: User[] }>(await get(`/api/admin/media/${picture.id}`));
    assert.deepEqual(detail.usedBy, [
      { type: 'products', id: product!.id, label: product!.title, draft: false },
      { type: 'services', id: service!.id, label: 'Washing, drafted', draft: true },
    ]);
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/admin/media/${picture.id}`, headers: editor.headers });
    assert.equal(refused.statusCode, 409, refused.body);
    assert.match(
      json<{ message: string }>(refused).message,
      new RegExp(`used by Product ${product!.id} "${product!.title}", Service ${service!.id} "Washing, drafted" \\(draft\\)`),
    );

    const replaced = await postMultipart(
      t.app,
      editor,
      `/api/admin/media/${picture.id}/replace`,
      {},
      { bytes: await photoJpeg(800, 600), filename: 'new.jpg' },
    );
    assert.equal(replaced.statusCode, 200, replaced.body);
    const { media: now, draftsSaved } = json<{ media: Media; draftsSaved: User[] }>(replaced);
    assert.notEqual(now.path, picture.path);
    assert.deepEqual(
      draftsSaved.map((user) => `${user.type}:${user.id}`).sort(),
      [`products:${product!.id}`, `services:${service!.id}`].sort(),
    );
    const drafts = await t.app.db.select().from(contentDrafts);
    const productDraft = drafts.find((row) => row.type === 'products')!;
    assert.equal(productDraft.data?.banner, now.path);
    assert.equal(productDraft.data?.title, product!.title, 'the draft is the whole published record');
    const serviceDraft = drafts.find((row) => row.type === 'services')!;
    assert.deepEqual(serviceDraft.data?.images, ['services/other.jpg', now.path]);
    assert.equal(serviceDraft.revision, 2);
    assert.ok((await storageListing(t.storageDir)).includes(picture.path), 'the published product still shows the old file');

    // Publishing the drafts frees the old file: the sweep a publish runs removes it (and only it).
    await t.app.db.update(products).set({ banner: now.path }).where(eq(products.id, product!.id));
    await t.app.db.delete(contentDrafts);
    assert.deepEqual(await removeRetiredMedia(t.app.db, t.storageDir, [picture.path, now.path]), [picture.path]);
    assert.equal((await storageListing(t.storageDir)).includes(picture.path), false);
    assert.deepEqual(await removeRetiredMedia(t.app.db, t.storageDir), [], 'nothing else is retired');

    await t.app.db.update(products).set({ banner: product!.banner }).where(eq(products.id, product!.id));
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/media/${picture.id}`, headers: editor.headers });
    assert.equal(deleted.statusCode, 204, deleted.body);
    assert.equal(
      (await mediaRows(t.app)).some((row) => row.id === picture.id),
      false,
    );
    const files = await storageListing(t.storageDir);
    assert.equal(
      files.some((file) => file === now.path),
      false,
      'the file is gone',
    );
    const manifest = json<Record<string, unknown>>(await t.app.inject({ url: '/api/pictures' }));
    assert.equal(manifest[now.path], undefined, 'and its manifest entry');
    assert.equal((await get(`/api/admin/media/${picture.id}`)).statusCode, 404);

    const actions = (await auditEntries(t.app)).filter((entry) => entry.target === `media:${picture.id}`).map((entry) => entry.action);
    assert.deepEqual(actions, ['media-uploaded', 'media-replaced', 'media-deleted']);
  });
});
