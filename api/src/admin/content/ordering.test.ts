// Types whose operators set the order (docs/content-editing.md, "Order"): a new order is saved as drafts of the
// records that move, published like any draft, and the public list follows it; a wrong list of ids is refused whole;
// a type without an order of its own has no order route; a bundle from before positions still imports.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedBundle } from '../../db/seed';
import { validateBundle } from '../../content/validateBundle';
import { json } from '../../testing/build';
import { auditEntries, buildAdmin, GOOD_PASSWORD, makeOperator, signIn, type AdminTestApp, type SignedIn } from '../../testing/admin';

type Slide = { id: number; title: string; position: number; _draft: { state: string } | null };

describe('ordered content types', () => {
  let t: AdminTestApp;
  let editor: SignedIn;
  const put = (url: string, payload: object, who = editor) =>
    t.app.inject({ method: 'PUT', url: `/api/admin${url}`, headers: who.headers, payload });
  const publicSlides = async () => json<Slide[]>(await t.app.inject('/api/hero_list'));

  before(async () => {
    t = await buildAdmin({ seed: true });
    await makeOperator(t, 'editor@example.com', 'editor', GOOD_PASSWORD);
    editor = await signIn(t.app, 'editor@example.com');
  });
  after(() => t.close());

  it('lists the seed in position order, with positions', async () => {
    const slides = await publicSlides();
    assert.deepEqual(
      slides.map((slide) => [slide.id, slide.position]),
      [
        [1, 1],
        [2, 2],
        [3, 3],
      ],
    );
  });

  it('saves a new order as drafts of the slides that move, and the site follows once it is published', async () => {
    const answer = await put('/content/hero-slides/order', { ids: [3, 1, 2] });
    assert.equal(answer.statusCode, 200, answer.body);
    const listed = json<Slide[]>(answer);
    assert.deepEqual(
      listed.map((slide) => [slide.id, slide.position, slide._draft?.state ?? null]),
      [
        [3, 1, 'changed'],
        [1, 2, 'changed'],
        [2, 3, 'changed'],
      ],
    );
    const page = json<{ items: Slide[] }>(await t.app.inject({ url: '/api/admin/content/hero-slides', headers: editor.headers }));
    assert.deepEqual(
      page.items.map((slide) => slide.id),
      [3, 1, 2],
      'the working copy lists by position',
    );
    assert.deepEqual(
      (await publicSlides()).map((slide) => slide.id),
      [1, 2, 3],
      'drafts change nothing public',
    );
    const audited = (await auditEntries(t.app)).filter((entry) => entry.action === 'content-reordered');
    assert.equal(audited.length, 1);

    const again = json<Slide[]>(await put('/content/hero-slides/order', { ids: [3, 1, 2] }));
    assert.deepEqual(
      again.map((slide) => slide.id),
      [3, 1, 2],
      'the same order again changes nothing',
    );

    const published = await t.app.inject({ method: 'POST', url: '/api/admin/publish', headers: editor.headers, payload: { all: true } });
    assert.equal(published.statusCode, 200, published.body);
    assert.deepEqual(
      (await publicSlides()).map((slide) => [slide.id, slide.position]),
      [
        [3, 1],
        [1, 2],
        [2, 3],
      ],
    );
  });

  it('keeps a slide’s position when a save leaves it out, and puts a new slide last', async () => {
    const url = '/content/hero-slides/1';
    const current = json<Record<string, unknown>>(await t.app.inject({ url: `/api/admin${url}`, headers: editor.headers }));
    const { position: _position, ...rest } = current;
    const saved = await put(url, { ...rest, title: 'Coffee first' });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(json<Slide>(saved).position, 2);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/hero-slides',
      headers: editor.headers,
      payload: { file: 'hero/new.svg', title: 'New', description: '' },
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(json<Slide>(created).position, 4);
  });

  it('refuses a list that is not exactly the slides, each once, and changes nothing', async () => {
    const before = json<{ items: Slide[] }>(
      await t.app.inject({ url: '/api/admin/content/hero-slides', headers: editor.headers }),
    ).items.map((slide) => slide.id);
    for (const ids of [
      [1, 2, 3],
      [3, 1, 2, 4, 4],
      [3, 1, 2, 4, 99],
    ]) {
      const answer = await put('/content/hero-slides/order', { ids });
      assert.equal(answer.statusCode, 400, `${ids.join()}: ${answer.body}`);
      assert.match(json<{ message: string }>(answer).message, /^The order must list every one of the hero slides once/);
    }
    const after = json<{ items: Slide[] }>(
      await t.app.inject({ url: '/api/admin/content/hero-slides', headers: editor.headers }),
    ).items.map((slide) => slide.id);
    assert.deepEqual(after, before);
  });

  it('has no order route for a type whose order is not set by operators', async () => {
    const answer = await put('/content/services/order', { ids: [1, 2] });
    assert.equal(answer.statusCode, 404, answer.body);
  });

  it('imports a bundle from before positions in the list’s order', async () => {
    const bundle = seedBundle() as unknown as { heroSlides: Record<string, unknown>[] };
    bundle.heroSlides = bundle.heroSlides.reverse().map(({ position: _position, ...slide }) => slide);
    const validated = await validateBundle(bundle);
    assert.deepEqual(
      validated.heroSlides.map((slide) => [slide.id, slide.position]),
      [
        [3, 1],
        [2, 2],
        [1, 3],
      ],
    );
  });
});
