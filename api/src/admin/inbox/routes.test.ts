// The inbox as the admin app calls it (app.inject, a real database, a signed-in session): the list with its filters,
// one item, a change of status and note with its audit entries, a refused status that changes nothing, the CSV the
// messages command writes, a new message in the next poll, and the operations in the OpenAPI document.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { auditLog, operators, type OperatorRole } from '../../db/schema';
import { databaseOperations } from '../../operator/operations';
import { messagesCsv } from '../../operator/messages';
import { build, json, postForm, testDrivers, type TestApp } from '../../testing/build';
import { createSession, SESSION_COOKIE } from '../sessions';
import { storeMessages } from './inboxFixtures';
import type { InboxItem, InboxPage } from './inboxRepository';

const ORIGIN = 'https://site.example';
const day = (date: number) => new Date(Date.UTC(2026, 10, date, 9));

for (const driver of testDrivers()) {
  describe(`inbox routes (${driver})`, () => {
    let t: TestApp;
    let editor: Record<string, string>;
    let ids: { kind: 'contact' | 'enquiry'; id: number }[];

    /** Headers of a signed-in operator's state-changing call (cookie, Origin, CSRF token). */
    async function signedIn(email: string, role: OperatorRole) {
      const [operator] = await t.app.db.insert(operators).values({ email, role }).returning();
      const session = await createSession(t.app.db, operator!.id, { ip: '127.0.0.1', userAgent: 'test' }, new Date());
      return { cookie: `${SESSION_COOKIE}=${session.cookieValue}`, origin: ORIGIN, 'x-csrf-token': session.csrfToken };
    }
    const get = (url: string, headers = editor) => t.app.inject({ method: 'GET', url, headers });
    const patch = (url: string, payload: unknown, headers = editor) =>
      t.app.inject({ method: 'PATCH', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
    const entries = (target: string) => t.app.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(desc(auditLog.id));

    before(async () => {
      t = await build({ driver, admin: { origin: ORIGIN, siteUrl: ORIGIN } });
      editor = await signedIn('editor@starfamily.example', 'editor');
      ids = await storeMessages(t.app.db, [
        { kind: 'contact', at: day(1), fullName: 'Abebe Kebede', email: 'abebe@example.et', message: 'Samples?', mail: 'sent' },
        {
          kind: 'enquiry',
          at: day(2),
          fullName: 'Sara Tesfaye',
          email: 'sara@example.et',
          company: 'Addis Roasters',
          country: 'Ethiopia',
          message: '',
          lines: [{ productId: 1, productName: 'Sesame, Humera', quantity: 3 }],
          mail: 'failing',
        },
        { kind: 'contact', at: day(3), fullName: 'Hanna Müller', email: 'hanna@example.de', message: '=HYPERLINK("x")' },
      ]);
    });
    after(() => t.close());

    it('answers the list newest first with total, page, perPage and latestAt; filters by q, kind and status', async () => {
      const response = await get('/api/admin/inbox?perPage=2');
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['cache-control'], 'no-store');
      const page = json<InboxPage>(response);
      assert.deepEqual(
        [page.items.map((item) => item.fullName), page.total, page.page, page.perPage, page.latestAt],
        [['Hanna Müller', 'Sara Tesfaye'], 3, 1, 2, day(3).toISOString()],
      );
      assert.deepEqual(page.items[1]!.lines, [{ productId: 1, productName: 'Sesame, Humera', quantity: 3, note: '' }]);
      assert.deepEqual(
        page.items.map((item) => item.delivery.state),
        ['waiting', 'failing'],
      );
      const names = async (query: string) => json<InboxPage>(await get(`/api/admin/inbox?${query}`)).items.map((item) => item.fullName);
      assert.deepEqual(await names('page=2&perPage=2'), ['Abebe Kebede']);
      assert.deepEqual(await names('q=SESAME'), ['Sara Tesfaye']);
      assert.deepEqual(await names('kind=contact'), ['Hanna Müller', 'Abebe Kebede']);
      assert.deepEqual(await names('status=replied'), []);
    });

    it('refuses a bad query with 400 and a message, and anyone not signed in with 401', async () => {
      for (const query of ['kind=letter', 'status=done', 'perPage=1000', 'page=0', `q=${'x'.repeat(201)}`]) {
        const response = await get(`/api/admin/inbox?${query}`);
        assert.equal(response.statusCode, 400, `${query}: ${response.body}`);
        assert.ok(json<{ message: string }>(response).message, response.body);
      }
      assert.equal((await get('/api/admin/inbox', {})).statusCode, 401);
      assert.equal((await get('/api/admin/inbox.csv', {})).statusCode, 401);
    });

    it('answers one item, and 404 for one that does not exist', async () => {
      const response = await get(`/api/admin/inbox/enquiry/${ids[1]!.id}`);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(json<InboxItem>(response).company, 'Addis Roasters');
      assert.equal((await get('/api/admin/inbox/enquiry/999999')).statusCode, 404);
      assert.equal((await get('/api/admin/inbox/letter/1')).statusCode, 400);
    });

    it('marks a message replied with a note: who and when on the item, from/to in the audit log', async () => {
      const url = `/api/admin/inbox/contact/${ids[0]!.id}`;
      const response = await patch(url, { status: 'replied', note: 'Sent the sample list' });
      assert.equal(response.statusCode, 200, response.body);
      const item = json<InboxItem>(response);
      assert.deepEqual([item.status, item.note, item.changedBy?.email], ['replied', 'Sent the sample list', 'editor@starfamily.example']);
      const logged = await entries(`contact:${ids[0]!.id}`);
      assert.deepEqual(logged.map((entry) => [entry.action, entry.actor_email, entry.details]).sort(), [
        ['inbox-note-changed', 'editor@starfamily.example', { from: '', to: 'Sent the sample list' }],
        ['inbox-status-changed', 'editor@starfamily.example', { from: 'new', to: 'replied' }],
      ]);
      assert.equal(json<InboxItem>(await get(url)).status, 'replied');
    });

    it('refuses a status that does not exist with a clear 400, and changes and logs nothing', async () => {
      const url = `/api/admin/inbox/enquiry/${ids[1]!.id}`;
      for (const body of [
        { status: 'done', note: 'Should not be kept' },
        { status: 'NEW' },
        { note: 'x'.repeat(5001) },
        {},
        { colour: 'red' },
        { status: null },
      ]) {
        const response = await patch(url, body);
        assert.equal(response.statusCode, 400, `${JSON.stringify(body)}: ${response.body}`);
        assert.match(json<{ message: string }>(response).message, /status|note/);
      }
      assert.equal(json<{ message: string }>(await patch(url, { status: 'done' })).message, 'status must be one of new, replied, closed.');
      const item = json<InboxItem>(await get(url));
      assert.deepEqual([item.status, item.note, item.changedBy, item.changedAt], ['new', '', null, null]);
      assert.deepEqual(await entries(`enquiry:${ids[1]!.id}`), []);
    });

    it('refuses a change without the CSRF proof (403), and answers 404 for a message that does not exist', async () => {
      const { 'x-csrf-token': _token, ...withoutToken } = editor;
      assert.equal((await patch(`/api/admin/inbox/enquiry/${ids[1]!.id}`, { status: 'closed' }, withoutToken)).statusCode, 403);
      assert.equal((await patch('/api/admin/inbox/enquiry/999999', { status: 'closed' })).statusCode, 404);
    });

    it('exports the same CSV as `npm run messages -- export`, as an attachment, and logs the export', async () => {
      const command = (since?: Date) =>
        databaseOperations(t.app.db, t.storageDir, 'test', { siteUrl: ORIGIN }).messages(since).then(messagesCsv);
      const response = await get('/api/admin/inbox.csv');
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['content-type'], 'text/csv; charset=utf-8');
      assert.match(String(response.headers['content-disposition']), /^attachment; filename="starfamily-messages-\d{4}-\d{2}-\d{2}\.csv"$/);
      assert.equal(response.body, await command());
      assert.ok(parse(response.body.replace(/^\uFEFF/, '')).some((row: string[]) => row.includes('\'=HYPERLINK("x")')));
      const since = await get('/api/admin/inbox.csv?since=2026-11-02');
      assert.equal(since.body, await command(day(2)));
      const [logged] = await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'inbox-exported')))
        .orderBy(desc(auditLog.id))
        .limit(1);
      assert.deepEqual(
        [logged?.actor_email, logged?.details],
        ['editor@starfamily.example', { since: '2026-11-02T00:00:00.000Z', rows: 2 }],
      );
      const bad = await get('/api/admin/inbox.csv?since=2026-02-30');
      assert.equal(bad.statusCode, 400);
      assert.match(json<{ message: string }>(bad).message, /^since must be a day/);
    });

    it('shows a message sent from the contact form in the next list call', async () => {
      const before = json<InboxPage>(await get('/api/admin/inbox'));
      const posted = await postForm(t.app, '/api/contacts', {
        full_name: 'Zoë Dupont',
        email: 'zoe@example.fr',
        message: 'Bonjour, any Guji left?',
      });
      assert.equal(posted.statusCode, 201, posted.body);
      const after = json<InboxPage>(await get('/api/admin/inbox'));
      assert.equal(after.total, before.total + 1);
      assert.deepEqual(
        [after.items[0]?.kind, after.items[0]?.id, after.items[0]?.fullName],
        ['contact', json<{ id: number }>(posted).id, 'Zoë Dupont'],
      );
      assert.ok(after.latestAt! > before.latestAt!, `${after.latestAt} after ${before.latestAt}`);
    });

    it('answers hostile input with a 4xx JSON error in words, never a 5xx or an internal detail, and changes nothing', async () => {
      const internals = /\bat [\w.<>]+ \(|node_modules|\/src\/|\.ts:\d|TypeError|PGlite|postgres|drizzle|SQL|relation "|FST_|ajv/i;
      const hostileIds = [
        '0',
        '-1',
        '1.5',
        '1e3',
        '0x10',
        '9999999999',
        'abc',
        '%00',
        '%2e%2e%2f',
        "1'%20OR%20'1'='1",
        '__proto__',
        'x'.repeat(3000),
      ];
      const kinds = ['CONTACT', 'contacts', '__proto__', '%00', 'constructor'];
      const queries = [
        'q=%00',
        'q=a%00b',
        `q=${'%F0%9F%98%80'.repeat(60)}`,
        'q[]=a&q[]=b',
        'q[toString]=1',
        'page=NaN',
        'page=1e3',
        'page=-1',
        'perPage=0',
        'kind[]=contact',
        'kind=__proto__',
        'status=%00',
        '__proto__[polluted]=1',
        'constructor[prototype][polluted]=1',
      ];
      const bodies: unknown[] = [
        'not json',
        [],
        null,
        42,
        { status: ['new'] },
        { note: 'a\u0000b' },
        { note: { toString: 'x' } },
        '{"status":"closed","__proto__":{"admin":true}}',
        { note: '\ud800' },
      ];
      const requests = [
        ...queries.map((query) => ({ method: 'GET' as const, url: `/api/admin/inbox?${query}` })),
        ...queries.map((query) => ({ method: 'GET' as const, url: `/api/admin/inbox.csv?since=${query}` })),
        ...hostileIds.flatMap((id) =>
          [`/api/admin/inbox/contact/${id}`, `/api/admin/inbox/enquiry/${id}`].map((url) => ({ method: 'GET' as const, url })),
        ),
        ...kinds.map((kind) => ({ method: 'GET' as const, url: `/api/admin/inbox/${kind}/1` })),
        ...hostileIds
          .slice(0, 6)
          .map((id) => ({ method: 'PATCH' as const, url: `/api/admin/inbox/contact/${id}`, payload: { status: 'closed' } })),
        ...bodies.map((payload) => ({ method: 'PATCH' as const, url: `/api/admin/inbox/enquiry/${ids[1]!.id}`, payload })),
      ];
      const before = json<InboxPage>(await get('/api/admin/inbox?perPage=100'));
      for (const request of requests) {
        const payload =
          'payload' in request ? (typeof request.payload === 'string' ? request.payload : JSON.stringify(request.payload)) : undefined;
        const response = await t.app.inject({
          ...request,
          payload,
          headers: { ...editor, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        });
        const where = `${request.method} ${request.url.slice(0, 80)} ${String(payload).slice(0, 40)}`;
        assert.ok(response.statusCode < 500, `${where}: ${response.statusCode} ${response.body}`);
        if (response.statusCode >= 400) {
          const body = json<{ error: string; message: string }>(response);
          assert.ok(body.error && body.message, `${where}: ${response.body}`);
          assert.doesNotMatch(response.body, internals, where);
        }
      }
      assert.deepEqual(json<InboxPage>(await get('/api/admin/inbox?perPage=100')).items, before.items);
      // Any script and emoji (astral characters, surrogate pairs in JSON) are kept as written.
      const kept = await patch(`/api/admin/inbox/contact/${ids[2]!.id}`, { note: 'ሰላም 😀 \ud83d\ude00' });
      assert.equal(json<InboxItem>(kept).note, 'ሰላም 😀 😀', kept.body);
    });

    it('lists its four operations in the OpenAPI document, for editors and admins', async () => {
      const document = json<{ paths: Record<string, Record<string, { 'x-roles': string[]; 'x-csrf': boolean }>> }>(
        await get('/api/admin/openapi.json', {}),
      );
      const operations = [
        ['get', '/api/admin/inbox'],
        ['get', '/api/admin/inbox/{kind}/{id}'],
        ['patch', '/api/admin/inbox/{kind}/{id}'],
        ['get', '/api/admin/inbox.csv'],
      ] as const;
      for (const [method, path] of operations) {
        const operation = document.paths[path]?.[method];
        assert.ok(operation, `${method} ${path} is not in the document`);
        assert.deepEqual([operation['x-roles'], operation['x-csrf']], [['editor', 'admin'], method === 'patch']);
      }
    });
  });
}
