// Accounts from the admin API (docs/admin.md "Operations"): add with a set-up link, one account per email, role and
// disabled changes (never on oneself), a new link voids the old, and the audit log read back a page at a time.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { json } from '../testing/build';
import {
  anonymousHeaders,
  buildAdmin,
  GOOD_PASSWORD,
  makeOperator,
  signIn,
  tokenOf,
  type AdminTestApp,
  type SignedIn,
} from '../testing/admin';
import type { OperatorSummary } from './accounts';

describe('operators, managed by an admin', () => {
  let t: AdminTestApp;
  let admin: SignedIn;
  let adminId: number;
  before(async () => {
    t = await buildAdmin();
    adminId = (await makeOperator(t, 'chief@example.com', 'admin', GOOD_PASSWORD)).operator.id;
    admin = await signIn(t.app, 'chief@example.com');
  });
  after(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers: admin.headers, ...(payload === undefined ? {} : { payload }) });

  it('adds an operator with a set-up link, refuses the same email twice, lists them', async () => {
    const added = await call('POST', '/operators', { email: ' New.Editor@Example.com ', role: 'editor' });
    assert.equal(added.statusCode, 201, added.body);
    const { operator, setupUrl } = json<{ operator: OperatorSummary; setupUrl: string }>(added);
    assert.equal(operator.email, 'new.editor@example.com');
    assert.deepEqual(
      { role: operator.role, disabled: operator.disabled, hasPassword: operator.hasPassword, lastSignInAt: operator.lastSignInAt },
      { role: 'editor', disabled: false, hasPassword: false, lastSignInAt: null },
    );
    assert.match(setupUrl, /^http:\/\/admin\.test\/admin\/setup#token=/);
    const again = await call('POST', '/operators', { email: 'new.editor@EXAMPLE.com', role: 'admin' });
    assert.equal(again.statusCode, 409);
    assert.equal(json<{ error: string }>(again).error, 'exists');
    assert.equal((await call('POST', '/operators', { email: 'not an address', role: 'editor' })).statusCode, 422);
    assert.equal((await call('POST', '/operators', { email: 'x@example.com', role: 'owner' })).statusCode, 400);
    const list = json<OperatorSummary[]>(await call('GET', '/operators'));
    assert.deepEqual(
      list.map((entry) => entry.email),
      ['chief@example.com', 'new.editor@example.com'],
    );
    assert.notEqual(list[0]!.lastSignInAt, null);
  });

  it('changes a role, refuses to demote or disable oneself, and a new link voids the old one', async () => {
    const list = json<OperatorSummary[]>(await call('GET', '/operators'));
    const editor = list.find((entry) => entry.email === 'new.editor@example.com')!;
    const promoted = await call('PATCH', `/operators/${editor.id}`, { role: 'admin' });
    assert.equal(json<OperatorSummary>(promoted).role, 'admin');
    for (const change of [{ role: 'editor' }, { disabled: true }]) {
      const refused = await call('PATCH', `/operators/${adminId}`, change);
      assert.equal(refused.statusCode, 409, JSON.stringify(change));
      assert.equal(json<{ error: string }>(refused).error, 'self');
    }
    assert.equal((await call('PATCH', `/operators/${adminId}`, {})).statusCode, 400, 'an empty change');
    assert.equal((await call('PATCH', '/operators/999', { role: 'editor' })).statusCode, 404);
    const first = json<{ setupUrl: string }>(await call('POST', `/operators/${editor.id}/setup-link`)).setupUrl;
    const second = json<{ setupUrl: string }>(await call('POST', `/operators/${editor.id}/setup-link`)).setupUrl;
    const check = (url: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/setup/check', headers: anonymousHeaders, payload: { token: tokenOf(url) } });
    assert.equal((await check(first)).statusCode, 410);
    assert.equal((await check(second)).statusCode, 200);
  });

  it('reads the audit log newest first, a page at a time, by action and by actor; no call changes it', async () => {
    const page = json<{
      items: Array<{ action: string; actorEmail: string | null; at: string; ip: string | null; details: Record<string, unknown> }>;
      total: number;
      perPage: number;
    }>(await call('GET', '/audit?perPage=3'));
    assert.equal(page.items.length, 3);
    assert.ok(page.total > 3);
    assert.equal(page.items[0]!.action, 'setup-link-issued', 'the newest first');
    const roleChanges = json<{ items: Array<{ details: unknown; actorEmail: string }> }>(
      await call('GET', '/audit?action=operator-role-changed'),
    ).items;
    assert.equal(roleChanges.length, 1);
    assert.deepEqual(roleChanges[0]!.details, { email: 'new.editor@example.com', role: { from: 'editor', to: 'admin' } });
    assert.equal(roleChanges[0]!.actorEmail, 'chief@example.com');
    const unknownAction = await call('GET', '/audit?action=operator-renamed');
    assert.equal(unknownAction.statusCode, 400, 'an action the API never records is refused, not answered with nothing');
    assert.match(unknownAction.body, /action/);
    const byCli = json<{ items: Array<{ actorEmail: string }> }>(await call('GET', '/audit?actor=cli')).items;
    assert.ok(byCli.length >= 2 && byCli.every((entry) => entry.actorEmail === 'cli'));
    const beyond = json<{ items: unknown[] }>(await call('GET', '/audit?page=999'));
    assert.deepEqual(beyond.items, []);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const answer = await t.app.inject({ method, url: '/api/admin/audit', headers: admin.headers });
      assert.ok([404, 405].includes(answer.statusCode), `${method} /api/admin/audit: ${answer.statusCode}`);
    }
  });
});
