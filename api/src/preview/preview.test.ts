// Preview (docs/content-editing.md, "Preview"): a token from POST /api/admin/preview opens /api/preview/<token>/api/…,
// which answers the public read routes over the published content with every pending draft applied; the public routes
// are untouched; a token works 15 minutes and never after its session ended; nothing of it is kept or indexed.
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { exportBundle } from '../content/exportBundle';
import { auditLog, contentDrafts } from '../db/schema';
import { buildAdmin, GOOD_PASSWORD, makeOperator, signIn, type AdminTestApp, type SignedIn } from '../testing/admin';
import { json } from '../testing/build';
import { PREVIEW_TOKEN_MS } from './tokens';

interface Titled {
  id: number;
  title: string;
}
interface Named {
  id: number;
  name: string;
}

describe('preview of the drafts', () => {
  let t: AdminTestApp;
  let editor: SignedIn;
  let product: Record<string, unknown> & Titled;

  const openPreview = async (who: SignedIn = editor) => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/admin/preview', headers: who.headers });
    assert.equal(answer.statusCode, 201, answer.body);
    return json<{ token: string; expiresAt: string }>(answer);
  };
  const preview = (token: string, path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/preview/${token}/api/${path}`, headers });
  const saveDraft = (type: string, id: number, data: Record<string, unknown> | null, isNew = false) =>
    t.app.db
      .insert(contentDrafts)
      .values({ type, record_id: id, data, is_new: isNew })
      .onConflictDoUpdate({ target: [contentDrafts.type, contentDrafts.record_id], set: { data, revision: 2, updated_at: new Date() } });

  before(async () => {
    t = await buildAdmin({ seed: true });
    await makeOperator(t, 'previewer@example.com', 'editor', GOOD_PASSWORD);
    editor = await signIn(t.app, 'previewer@example.com');
    const bundle = await exportBundle(t.app.db);
    product = bundle.products[0] as unknown as Record<string, unknown> & Titled;
  });
  beforeEach(() => t.app.db.delete(contentDrafts));
  after(() => t.close());

  it('hands out a 15-minute token, stores only its hash, and writes preview-opened to the audit log', async () => {
    const { token, expiresAt } = await openPreview();
    assert.match(token, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(new Date(expiresAt).getTime(), t.clock.now().getTime() + PREVIEW_TOKEN_MS);
    const stored = await t.app.db.query.previewTokens.findMany();
    assert.ok(stored.length > 0 && stored.every((row) => row.token_hash !== token && /^[0-9a-f]{64}$/.test(row.token_hash)));
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'preview-opened'));
    assert.equal(entry?.actor_email, 'previewer@example.com');
    assert.ok(!JSON.stringify(entry).includes(token), 'the token is not in the audit log');
  });

  it('answers the public routes with the drafts applied, and leaves the public routes as published', async () => {
    const { token } = await openPreview();
    await saveDraft('products', product.id, { ...product, title: 'Draft Guji, not published' });
    const category = (await exportBundle(t.app.db)).productCategories[0]!;
    await saveDraft('productCategories', 900, { ...category, id: 900, name: 'A category only in drafts' }, true);

    const draft = await preview(token, `product-list/${product.id}`);
    assert.equal(draft.statusCode, 200, draft.body);
    assert.equal(json<Titled>(draft).title, 'Draft Guji, not published');
    assert.equal(draft.headers['cache-control'], 'no-store');
    assert.equal(draft.headers['x-robots-tag'], 'noindex');
    assert.equal(draft.headers.etag, undefined);
    const categories = json<Named[]>(await preview(token, 'pro-categ-name'));
    assert.ok(categories.some((item) => item.name === 'A category only in drafts'));

    const published = await t.app.inject({ url: `/api/product-list/${product.id}` });
    assert.equal(json<Titled>(published).title, product.title);
    assert.ok(!json<Named[]>(await t.app.inject({ url: '/api/pro-categ-name' })).some((item) => item.id === 900));
    // The same answer as the public route gives once published: the same routes, schemas and shapes.
    const publicList = json<Titled[]>(await t.app.inject({ url: '/api/products-list' }));
    const previewList = json<Titled[]>(await preview(token, 'products-list'));
    assert.deepEqual(
      previewList.map((item) => (item.id === product.id ? { ...item, title: product.title } : item)),
      publicList,
    );
  });

  it('follows the drafts as they change: a deletion, a discard, a query string, a 404', async () => {
    const { token } = await openPreview();
    await saveDraft('products', product.id, null);
    assert.equal((await preview(token, `product-list/${product.id}`)).statusCode, 404);
    assert.ok(!json<Titled[]>(await preview(token, 'products-list')).some((item) => item.id === product.id));
    await t.app.db.delete(contentDrafts);
    assert.equal(json<Titled>(await preview(token, `product-list/${product.id}`)).title, product.title);
    const filtered = await preview(token, `products-list?category_id=${String(product.category_id)}`);
    assert.equal(filtered.statusCode, 200);
    assert.ok(json<Titled[]>(filtered).some((item) => item.id === product.id));
    assert.equal((await preview(token, 'no-such-route')).statusCode, 404);
  });

  it('loads its copy again only when the drafts change (and says how long that takes)', async () => {
    const { token } = await openPreview();
    const timed = async (path: string) => {
      const started = performance.now();
      const answer = await preview(token, path);
      assert.equal(answer.statusCode, 200, answer.body);
      return performance.now() - started;
    };
    await saveDraft('products', product.id, { ...product, title: 'First draft' });
    const first = await timed(`product-list/${product.id}`);
    const reuse = await timed(`product-list/${product.id}`);
    await saveDraft('products', product.id, { ...product, title: 'Second draft' });
    const reload = await timed(`product-list/${product.id}`);
    assert.equal(json<Titled>(await preview(token, `product-list/${product.id}`)).title, 'Second draft');
    console.log(
      `preview copy: a change read in ${first.toFixed(0)} ms and ${reload.toFixed(0)} ms (copy loaded again), an unchanged read ${reuse.toFixed(1)} ms`,
    );
    assert.ok(reuse < reload, `a read without a change (${reuse} ms) loads nothing (${reload} ms)`);
  });

  it("answers 422 with the bundle's messages when the drafts make no valid site", async () => {
    const { token } = await openPreview();
    await saveDraft('products', product.id, { ...product, category_id: 999_999 });
    const answer = await preview(token, 'products-list');
    assert.equal(answer.statusCode, 422);
    assert.match(json<{ problems: string[] }>(answer).problems.join('\n'), /no product category has id 999999/);
  });

  it("says when a draft's picture has no renditions yet (the pages then show its original)", async () => {
    const { token } = await openPreview();
    assert.equal((await preview(token, `product-list/${product.id}`)).headers['x-preview-missing-renditions'], undefined);
    await saveDraft('products', product.id, { ...product, banner: 'products/drawn-for-the-draft.jpg' });
    const answer = await preview(token, `product-list/${product.id}`);
    assert.equal(answer.statusCode, 200, answer.body);
    assert.equal(json<{ banner: string }>(answer).banner, 'products/drawn-for-the-draft.jpg');
    assert.equal(answer.headers['x-preview-missing-renditions'], '1');
  });

  it("serves pictures through the preview's API base, from the site's storage", async () => {
    const { token } = await openPreview();
    const answer = await t.app.inject({ url: `/api/preview/${token}/storage/products/a.svg` });
    assert.equal(answer.statusCode, 302);
    assert.equal(answer.headers.location, '/storage/products/a.svg');
    assert.equal(
      (await t.app.inject({ url: '/api/preview/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/storage/products/a.svg' })).statusCode,
      401,
    );
  });

  it('is called from the site like the public routes (CORS)', async () => {
    const { token } = await openPreview();
    const answer = await preview(token, 'hero_list', { origin: 'http://localhost:3000' });
    assert.equal(answer.statusCode, 200);
    assert.equal(answer.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.equal(answer.headers['access-control-allow-credentials'], undefined);
  });

  it('answers 401 to an unknown or malformed token, an expired one, and one whose session ended', async () => {
    const expired = (answer: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
      assert.equal(answer.statusCode, 401, answer.body);
      assert.equal(json<{ error: string }>(answer).error, 'preview-expired');
      assert.equal(answer.headers['cache-control'], 'no-store');
    };
    expired(await preview('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'hero_list'));
    assert.equal((await preview('short', 'hero_list')).statusCode, 400);

    const { token } = await openPreview();
    assert.equal((await preview(token, 'hero_list')).statusCode, 200);
    t.clock.advance(PREVIEW_TOKEN_MS + 1);
    expired(await preview(token, 'hero_list'));

    const second = await signIn(t.app, 'previewer@example.com');
    const { token: fresh } = await openPreview(second);
    assert.equal((await preview(fresh, 'hero_list')).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'DELETE', url: '/api/admin/session', headers: second.headers })).statusCode, 204);
    expired(await preview(fresh, 'hero_list'));
  });

  it('needs a signed-in operator to hand out a token', async () => {
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/admin/preview' })).statusCode, 401);
  });
});
