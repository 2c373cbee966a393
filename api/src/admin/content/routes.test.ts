// The content's read side for operators, one route pair per registry type: records as a bundle holds them, a page
// searched and sorted, one record, the business setup as one record; and none of it without a session.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { contentKeys, contentPath, contentType } from '@starfamily/shared/entities';
import { operators } from '../../db/schema';
import { seedBundle } from '../../db/seed';
import { build, json, type TestApp } from '../../testing/build';
import { createSession, SESSION_COOKIE } from '../sessions';

const ORIGIN = 'https://site.example';

/** A working-copy record without its editing keys; with no draft, its revision is that of the published record. */
function fieldsOf(record: Record<string, unknown>): Record<string, unknown> {
  const { _revision, _draft, ...fields } = record;
  assert.match(String(_revision), /^p[0-9a-f]{16}$/);
  assert.equal(_draft, null);
  return fields;
}

interface Page {
  items: Record<string, unknown>[];
  total: number;
  page: number;
  perPage: number;
}

describe('content for operators (read)', () => {
  let t: TestApp;
  let editor: Record<string, string>;
  const seed = seedBundle();
  const get = (url: string, headers = editor) => t.app.inject({ method: 'GET', url: `/api/admin/content/${url}`, headers });

  before(async () => {
    t = await build({ admin: { origin: ORIGIN, siteUrl: ORIGIN } });
    const [operator] = await t.app.db.insert(operators).values({ email: 'editor@starfamily.example', role: 'editor' }).returning();
    const session = await createSession(t.app.db, operator!.id, { ip: '127.0.0.1', userAgent: 'test' }, new Date());
    editor = { cookie: `${SESSION_COOKIE}=${session.cookieValue}` };
  });
  after(() => t.close());

  it('answers every type as the bundle holds it, a list a page at a time in the site order', async () => {
    for (const key of contentKeys) {
      const answer = await get(contentPath(key));
      assert.equal(answer.statusCode, 200, `${key}: ${answer.body}`);
      if (contentType(key).single) {
        assert.deepEqual(fieldsOf(json(answer)), seed.businessSetup);
        continue;
      }
      const records = seed[key as Exclude<typeof key, 'businessSetup'>] as unknown as Record<string, unknown>[];
      const page = json<Page>(answer);
      assert.equal(page.total, records.length, key);
      const expected =
        contentType(key).order === 'newest'
          ? [...records].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))
          : records;
      assert.deepEqual(page.items.map(fieldsOf), expected.slice(0, 25), key);
    }
  });

  it('searches every word in the text fields, sorts by a field and pages', async () => {
    const found = json<Page>(await get('products?q=WASHED%20grade&perPage=100'));
    const text = (product: (typeof seed.products)[number]) => `${product.title}\n${product.description}\n${product.details}`.toLowerCase();
    const expected = seed.products.filter((product) => text(product).includes('washed') && text(product).includes('grade'));
    assert.ok(expected.length > 0 && expected.length < seed.products.length);
    assert.deepEqual(
      found.items.map((item) => item.id),
      expected.map((product) => product.id),
    );
    const byTitle = json<Page>(await get('products?sort=title&order=desc&perPage=3&page=2'));
    const titles = seed.products.map((product) => product.title).sort((a, b) => b.localeCompare(a, 'en'));
    assert.equal(byTitle.items.length, 3);
    assert.equal(byTitle.total, seed.products.length);
    for (const item of byTitle.items) assert.ok(titles.includes(String(item.title)));
    assert.equal(json<Page>(await get('products?sort=title&order=desc&perPage=1')).items[0]?.title, 'Yirgacheffe Grade 1 Washed');
    const percent = seed.products.filter((product) => text(product).includes('%')).length;
    assert.equal(json<Page>(await get('products?q=%25')).total, percent, 'a % is a character, not a wildcard');
  });

  it('answers one record, and 404 or 400 where there is none', async () => {
    assert.deepEqual(fieldsOf(json(await get('events/2'))), seed.events[1]);
    assert.equal((await get('events/999')).statusCode, 404);
    assert.equal(json<{ message: string }>(await get('team-members/999')).message, 'Team member 999 not found');
    for (const query of ['products?sort=price', 'products?order=up', 'products?perPage=1000', 'products/abc']) {
      assert.equal((await get(query)).statusCode, 400, query);
    }
  });

  it('refuses a caller without a session', async () => {
    for (const url of ['business-setup', 'products', 'products/1']) assert.equal((await get(url, {})).statusCode, 401, url);
  });
});
