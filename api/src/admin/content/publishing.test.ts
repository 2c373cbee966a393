// Operators' drafts, publishing and history (docs/content-editing.md): a draft changes nothing public until it is
// published; a publish is one version and changes the content version; a stale save is refused with nothing lost;
// rich text is stored sanitised; a bad release is refused whole; a rollback restores and can itself be undone; a
// scheduled draft is published once after its time; what links to a record.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import { contentDrafts, contentVersions, enquiries, enquiryLines } from '../../db/schema';
import { seedBundle } from '../../db/seed';
import { importBundle } from '../../content/importBundle';
import { publishDue } from '../../content/scheduler';
import { databaseOperations } from '../../operator/operations';
import { createDatabase } from '../../db/database';
import { json, testDrivers } from '../../testing/build';
import { eventually } from '../../testing/eventually';
import { auditEntries, buildAdmin, GOOD_PASSWORD, makeOperator, signIn, type AdminTestApp, type SignedIn } from '../../testing/admin';

type Record_ = Record<string, unknown> & { id: number; _revision: string; _draft: { state: string; publishAt: string | null } | null };
interface VersionAnswer {
  version: { id: number; kind: string; summary: string; restoredFrom: number | null; changes: number; createdBy: string | null };
}

const XSS = '<p>Fine <b>words</b></p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">a link</a>';

for (const driver of testDrivers()) {
  describe(`drafts, publishing and history (${driver})`, () => {
    let t: AdminTestApp;
    let editor: SignedIn;
    let other: SignedIn;
    let admin: SignedIn;
    const seed = seedBundle();

    const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/admin${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
    const read = async (url: string) => {
      const answer = await call(editor, 'GET', url);
      assert.equal(answer.statusCode, 200, `${url}: ${answer.body}`);
      return json<Record_>(answer);
    };
    const save = async (url: string, changes: object, who = editor) => {
      const current = await read(url);
      const answer = await call(who, 'PUT', url, { ...current, ...changes });
      assert.equal(answer.statusCode, 200, `${url}: ${answer.body}`);
      return json<Record_>(answer);
    };
    const publish = async (body: object, who = editor) => {
      const answer = await call(who, 'POST', '/publish', body);
      assert.equal(answer.statusCode, 200, answer.body);
      return json<VersionAnswer>(answer).version;
    };
    const contentVersion = async () => json<{ version: string }>(await t.app.inject('/api/content-version')).version;
    const publicEvent = async (id: number) => json<{ eventName: string; description: string }>(await t.app.inject(`/api/event_list/${id}`));
    const publicProduct = async (id: number) => t.app.inject(`/api/product-list/${id}`);
    const versionCount = async () => (await t.app.db.select().from(contentVersions)).length;

    before(async () => {
      t = await buildAdmin({ driver, seed: true, schedulePollMs: 20 });
      await makeOperator(t, 'editor@example.com', 'editor', GOOD_PASSWORD);
      await makeOperator(t, 'other@example.com', 'editor', GOOD_PASSWORD);
      await makeOperator(t, 'admin@example.com', 'admin', GOOD_PASSWORD);
      editor = await signIn(t.app, 'editor@example.com');
      other = await signIn(t.app, 'other@example.com');
      admin = await signIn(t.app, 'admin@example.com');
    });
    after(() => t.close());

    it('keeps a draft off the public site until it is published, then changes the content version and the answer', async () => {
      const before = await contentVersion();
      const saved = await save('/content/events/2', { eventName: 'Sesame harvest: the first lots are in' });
      assert.equal(saved._draft?.state, 'changed');
      assert.match(saved._revision, /^d1$/);
      assert.equal((await publicEvent(2)).eventName, seed.events[1]!.eventName);
      assert.equal(await contentVersion(), before, 'a draft leaves the content version alone');
      const listed = json<{ items: Record_[] }>(await call(editor, 'GET', '/content/events?q=first%20lots'));
      assert.deepEqual(
        listed.items.map((item) => item.id),
        [2],
        'the working copy is searched',
      );

      const version = await publish({ drafts: [{ type: 'events', id: 2 }] });
      assert.equal(version.kind, 'publish');
      assert.equal(version.createdBy, 'editor@example.com');
      assert.equal(version.changes, 1);
      assert.match(version.summary, /Event “Sesame harvest: the first lots are in” \(changed\)/);
      await eventually(
        async () => (await publicEvent(2)).eventName === 'Sesame harvest: the first lots are in',
        'the published name on the public route',
      );
      assert.notEqual(await contentVersion(), before);
      assert.equal((await read('/content/events/2'))._draft, null, 'the applied draft is gone');
      const published = (await auditEntries(t.app)).filter((entry) => entry.action === 'content-published');
      assert.equal(published.at(-1)?.target, `version:${version.id}`);
    });

    it('refuses a save from a stale revision with who changed it, and loses nothing', async () => {
      const opened = await read('/content/products/3');
      await save('/content/products/3', { title: "First editor's name" }, other);
      const stale = await call(editor, 'PUT', '/content/products/3', { ...opened, title: "Second editor's name" });
      assert.equal(stale.statusCode, 409, stale.body);
      assert.match(
        json<{ message: string }>(stale).message,
        /^Product 3 was changed by other@example\.com at \S+ since you opened it\. Reload to see their changes; yours are not saved\.$/,
      );
      const deleting = await call(editor, 'DELETE', `/content/products/3?revision=${opened._revision}`);
      assert.equal(deleting.statusCode, 409, deleting.body);
      const now = await read('/content/products/3');
      assert.equal(now.title, "First editor's name");
      assert.equal(now._draft?.state, 'changed');
      assert.equal((await call(editor, 'DELETE', '/content/products/3/draft')).statusCode, 204);
      assert.equal((await read('/content/products/3')).title, seed.products[2]!.title, 'discarding goes back to the published record');
    });

    it("checks a record with the bundle's rules and answers a message per field", async () => {
      const answer = await call(editor, 'PUT', '/content/products/4', {
        ...(await read('/content/products/4')),
        title: '',
        banner: 42,
        colour: 'red',
      });
      assert.equal(answer.statusCode, 400, answer.body);
      const body = json<{ message: string; errors: Record<string, string> }>(answer);
      assert.equal(body.errors.title, 'must not be empty');
      assert.equal(body.errors.banner, 'must be a string');
      assert.match(
        body.message,
        /^The product was not saved: the record has unknown fields: colour; Name must not be empty; Banner must be a string\.$/,
      );
      assert.equal((await read('/content/products/4'))._draft, null, 'nothing was saved');
    });

    it('stores rich text sanitised: no script, no event handler, no javascript: link', async () => {
      await save('/content/products/5', { description: XSS });
      const [draft] = await t.app.db.select().from(contentDrafts).where(eq(contentDrafts.record_id, 5));
      const stored = String(draft!.data!.description);
      for (const bad of ['<script', 'onerror', 'javascript:']) assert.ok(!stored.includes(bad), `${bad} in ${stored}`);
      assert.match(stored, /<p>Fine <b>words<\/b><\/p>/);
      await call(editor, 'DELETE', '/content/products/5/draft');

      const bundle = seedBundle();
      bundle.products[0]!.details = XSS;
      const imported = await importBundle(t.app.db, bundle, { storageDir: t.storageDir });
      for (const bad of ['<script', 'onerror', 'javascript:'])
        assert.ok(!String(imported.products[0]!.details).includes(bad), `${bad} imported`);
      const answer = json<{ details: string }>(await publicProduct(1));
      assert.ok(!answer.details.includes('<script'), answer.details);
    });

    it('publishes a release of two drafts as one version, and creates records under the id they will keep', async () => {
      const versions = await versionCount();
      const created = await call(editor, 'POST', '/content/products', { ...seed.products[0], id: undefined, title: 'Limu Grade 2 Washed' });
      assert.equal(created.statusCode, 201, created.body);
      const product = json<Record_>(created);
      assert.ok(product.id > seed.products.length, `id ${product.id}`);
      assert.equal(product._draft?.state, 'new');
      assert.equal((await publicProduct(product.id)).statusCode, 404);
      // An import meanwhile keeps the sequence past the reserved id.
      await importBundle(t.app.db, seedBundle(), { storageDir: t.storageDir });
      const second = json<Record_>(
        await call(editor, 'POST', '/content/events', { ...seed.events[0], id: undefined, eventName: 'Open day at Konta' }),
      );
      assert.ok(second.id > seed.events.length);
      const next = json<Record_>(await call(editor, 'POST', '/content/products', { ...seed.products[0], id: undefined, title: 'Another' }));
      assert.ok(next.id > product.id, `${next.id} after ${product.id}`);
      assert.equal(
        (await call(editor, 'DELETE', `/content/products/${next.id}?revision=${next._revision}`)).statusCode,
        204,
        'a new record is dropped',
      );
      assert.equal((await call(editor, 'GET', `/content/products/${next.id}`)).statusCode, 404);

      const drafts = json<{ type: string; id: number; label: string; state: string }[]>(await call(editor, 'GET', '/drafts'));
      assert.deepEqual(
        drafts.map(({ type, id, label, state }) => [type, id, label, state]),
        [
          ['events', second.id, 'Open day at Konta', 'new'],
          ['products', product.id, 'Limu Grade 2 Washed', 'new'],
        ],
      );
      const version = await publish({
        drafts: [
          { type: 'products', id: product.id },
          { type: 'events', id: second.id },
        ],
      });
      assert.equal(await versionCount(), versions + 2, 'the import and the release');
      assert.equal(version.changes, 2);
      await eventually(async () => (await publicProduct(product.id)).statusCode === 200, 'the new product on the public route');
      assert.equal((await publicEvent(second.id)).eventName, 'Open day at Konta');
      assert.deepEqual(json(await call(editor, 'GET', '/drafts')), []);

      const detail = json<{
        items: { type: string; id: number; label: string; change: string; fields: { name: string; label: string }[] }[];
      }>(await call(editor, 'GET', `/versions/${version.id}`));
      const added = detail.items.find((item) => item.type === 'products');
      assert.equal(added?.change, 'added');
      assert.equal(added?.label, 'Limu Grade 2 Washed');
      assert.ok(added?.fields.some((field) => field.name === 'title' && field.label === 'Name'));
    });

    it("refuses a release that is not a valid site, whole, with the bundle's messages", async () => {
      const before = await contentVersion();
      const category = await read('/content/product-categories/1');
      assert.equal((await call(editor, 'DELETE', `/content/product-categories/1?revision=${category._revision}`)).statusCode, 204);
      await save('/content/events/3', { eventName: 'Not published with a broken catalogue' });
      const answer = await call(editor, 'POST', '/publish', { all: true });
      assert.equal(answer.statusCode, 400, answer.body);
      const body = json<{ message: string; problems: string[] }>(answer);
      assert.equal(body.message, "Not published: the site's content would not be valid. Nothing was changed.");
      assert.ok(
        body.problems.some((problem) => /^products\[\d+\]\.category_id: no product category has id 1$/.test(problem)),
        body.problems.join('\n'),
      );
      assert.equal(await contentVersion(), before);
      assert.equal((await publicEvent(3)).eventName, seed.events[2]!.eventName);
      assert.equal((await read('/content/product-categories/1'))._draft?.state, 'deleted', 'the drafts are kept');
      await call(editor, 'DELETE', '/content/product-categories/1/draft');
      await call(editor, 'DELETE', '/content/events/3/draft');
    });

    it('rolls back to an earlier version as a new version, keeps drafts, and can undo the rollback', async () => {
      const earlier = (
        await publish({
          drafts: [{ type: 'events', id: (await save('/content/events/4', { description: '<p>The earlier text</p>' })).id }],
        })
      ).id;
      await save('/content/events/4', { description: '<p>The later text</p>' });
      const later = (await publish({ all: true })).id;
      await save('/content/events/5', { eventName: 'A pending draft' });
      // An editor rolls back (a rollback is a publish); an admin undoes it.
      const restored = await call(editor, 'POST', `/versions/${earlier}/restore`);
      assert.equal(restored.statusCode, 200, restored.body);
      const rollback = json<VersionAnswer>(restored).version;
      assert.equal(rollback.kind, 'rollback');
      assert.equal(rollback.restoredFrom, earlier);
      await eventually(async () => (await publicEvent(4)).description === '<p>The earlier text</p>', 'the earlier text after the rollback');
      assert.equal((await read('/content/events/5'))._draft?.state, 'changed', 'pending drafts are kept');

      const undone = json<VersionAnswer>(await call(admin, 'POST', `/versions/${later}/restore`)).version;
      assert.equal(undone.restoredFrom, later);
      await eventually(
        async () => (await publicEvent(4)).description === '<p>The later text</p>',
        'the later text after undoing the rollback',
      );
      const listed = json<{ items: { id: number; kind: string }[]; total: number }>(await call(editor, 'GET', '/versions?perPage=3'));
      assert.deepEqual(
        listed.items.map((item) => [item.id, item.kind]),
        [
          [undone.id, 'rollback'],
          [rollback.id, 'rollback'],
          [later, 'publish'],
        ],
      );
      assert.equal(listed.total, await versionCount());
      await call(editor, 'DELETE', '/content/events/5/draft');
    });

    it('publishes a scheduled draft once, after its time, as a version of kind scheduled', async () => {
      await save('/content/events/6', { eventName: 'Scheduled for a minute ahead' });
      const publishAt = new Date(t.clock.now().getTime() + 60_000).toISOString();
      const scheduled = await call(editor, 'PUT', '/content/events/6/schedule', { publishAt });
      assert.equal(scheduled.statusCode, 200, scheduled.body);
      assert.equal(json<Record_>(scheduled)._draft?.publishAt, publishAt);
      const versions = await versionCount();
      assert.equal(await publishDue({ db: t.app.db, storageDir: t.storageDir, now: t.clock.now }), null, 'not yet due');
      assert.equal((await publicEvent(6)).eventName, seed.events[5]!.eventName);

      t.clock.advance(61_000);
      await eventually(
        async () => (await publicEvent(6)).eventName === 'Scheduled for a minute ahead',
        'the scheduled event on the public route',
      );
      // Two more runs at once (as two instances would) find nothing left to publish.
      const again = await Promise.all([1, 2].map(() => publishDue({ db: t.app.db, storageDir: t.storageDir, now: t.clock.now })));
      assert.deepEqual(again, [null, null]);
      const kinds = (await t.app.db.select().from(contentVersions).orderBy(contentVersions.id))
        .slice(versions)
        .map((version) => version.kind);
      assert.deepEqual(kinds, ['scheduled']);
      assert.ok(
        (await auditEntries(t.app)).some((entry) => entry.action === 'content-scheduled-published' && entry.actor_email === 'scheduler'),
      );
    });

    it("edits the single business setup at its type's path, and says when there is no draft to act on", async () => {
      const saved = await save('/content/business-setup', { motto: 'From the farm to your port.' });
      assert.equal(saved._draft?.state, 'changed');
      assert.equal(json<{ motto: string }>(await t.app.inject('/api/business-setup')).motto, seed.businessSetup.motto);
      assert.equal((await call(editor, 'DELETE', '/content/business-setup/draft')).statusCode, 204);
      assert.equal((await read('/content/business-setup')).motto, seed.businessSetup.motto);
      const schedule = await call(editor, 'PUT', '/content/business-setup/schedule', { publishAt: null });
      assert.equal(schedule.statusCode, 404);
      assert.equal(json<{ message: string }>(schedule).message, 'Business settings 1 has no draft to schedule: save a change first');
      assert.equal((await call(editor, 'DELETE', '/content/events/1/draft')).statusCode, 404);
      const nothing = await call(editor, 'POST', '/publish', { all: true });
      assert.equal(nothing.statusCode, 400);
      assert.equal(json<{ message: string }>(nothing).message, 'There are no drafts to publish.');
      const gone = await call(editor, 'POST', '/publish', { drafts: [{ type: 'events', id: 1 }] });
      assert.equal(gone.statusCode, 409);
      assert.match(json<{ message: string }>(gone).message, /^Event 1 has no draft to publish/);
    });

    it("records the command line's import as a version of kind import, audited as the command line", async () => {
      const operations = databaseOperations(t.app.db, t.storageDir, 'test database', { siteUrl: 'http://admin.test' });
      await operations.importContent(seedBundle());
      const [latest] = await t.app.db.select().from(contentVersions).orderBy(desc(contentVersions.id)).limit(1);
      assert.equal(latest?.kind, 'import');
      assert.equal(latest?.created_by, null);
      assert.deepEqual(latest?.bundle, seedBundle());
      const imported = (await auditEntries(t.app)).filter((entry) => entry.action === 'content-imported').at(-1);
      assert.equal(imported?.actor_email, 'cli');
      assert.equal((imported?.details as { products: number }).products, seedBundle().products.length);
    });

    it('names what links to a record: products of a category, open enquiries naming a product', async () => {
      const inCategory = seed.products.filter((product) => product.category_id === 2);
      const links = json<{ type: string; id: number; label: string }[]>(await call(editor, 'GET', '/content/product-categories/2/links'));
      assert.deepEqual(
        links,
        inCategory.map((product) => ({ type: 'products', id: product.id, label: product.title })),
      );

      const [open] = await t.app.db
        .insert(enquiries)
        .values({ full_name: 'Abebe Kebede', email: 'abebe@example.com', company: 'Addis Roasters' })
        .returning();
      const [closed] = await t.app.db
        .insert(enquiries)
        .values({ full_name: 'Closed Buyer', email: 'closed@example.com', status: 'closed' })
        .returning();
      for (const enquiry of [open!, closed!]) {
        await t.app.db
          .insert(enquiryLines)
          .values({ enquiry_id: enquiry.id, position: 1, product_id: 7, product_name: 'Seven', quantity: 1 });
      }
      const productLinks = json<{ type: string; id: number; label: string }[]>(await call(editor, 'GET', '/content/products/7/links'));
      assert.deepEqual(
        productLinks.map(({ type, id }) => [type, id]),
        [['enquiries', open!.id]],
      );
      assert.match(productLinks[0]!.label, /^Open enquiry from Abebe Kebede \(Addis Roasters\), \d{4}-\d{2}-\d{2}$/);
      assert.equal((await call(editor, 'GET', '/content/products/999/links')).statusCode, 404);
    });
  });
}

if (testDrivers().includes('postgres')) {
  describe('scheduled publishing with two API instances on one PostgreSQL', () => {
    let a: AdminTestApp;
    let b: AdminTestApp;
    const seed = seedBundle();
    before(async () => {
      a = await buildAdmin({ driver: 'postgres', seed: true, schedulePollMs: 10 });
      b = await buildAdmin({ database: a.database, seed: false, storageDir: a.storageDir, now: a.clock.now, schedulePollMs: 10 });
    });
    after(async () => {
      await b.close();
      await a.close();
    });

    it('publishes each due draft exactly once, whichever instance takes it', async () => {
      const scheduledVersions = async () =>
        (await a.app.db.select().from(contentVersions).where(eq(contentVersions.kind, 'scheduled'))).length;
      const past = new Date(a.clock.now().getTime() - 1000);
      for (const [round, event] of seed.events.slice(0, 4).entries()) {
        const eventName = `Scheduled on two instances, round ${round + 1}`;
        await a.app.db
          .insert(contentDrafts)
          .values({ type: 'events', record_id: event.id, data: { ...event, eventName }, publish_at: past });
        for (const instance of [a, b]) {
          await eventually(
            async () => json<{ eventName: string }>(await instance.app.inject(`/api/event_list/${event.id}`)).eventName === eventName,
            `round ${round + 1} on an instance`,
          );
        }
        assert.equal(await scheduledVersions(), round + 1);
      }
      // Two more contenders on their own connections, racing both schedulers for one due draft: it is published once.
      await a.app.db
        .insert(contentDrafts)
        .values({ type: 'events', record_id: 6, data: { ...seed.events[5]!, eventName: 'Raced' }, publish_at: past });
      const second = createDatabase({ databaseUrl: a.database.databaseUrl });
      try {
        const results = await Promise.all(
          [a.app.db, second.db].map((db) => publishDue({ db, storageDir: a.storageDir, now: a.clock.now })),
        );
        assert.ok(results.filter((result) => result !== null).length <= 1, JSON.stringify(results));
      } finally {
        await second.close();
      }
      await eventually(async () => (await a.app.db.select().from(contentDrafts)).length === 0, 'the raced draft published');
      assert.equal(await scheduledVersions(), 5);
    });
  });
}
