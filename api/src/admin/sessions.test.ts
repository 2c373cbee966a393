// Sessions (docs/admin.md "Rules"): the cookie's attributes, a new id at sign-in (fixation), idle and absolute expiry,
// disabling ends sessions at once, sign-out and sign-out everywhere end them on the server; every step is audited.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { json } from '../testing/build';
import {
  auditEntries,
  buildAdmin,
  GOOD_PASSWORD,
  makeOperator,
  sessionCookieOf,
  signIn,
  signInRequest,
  type AdminTestApp,
  type SignedIn,
} from '../testing/admin';
import { sha256 } from './secrets';
import { SESSION_COOKIE } from './sessions';

describe('admin sessions', () => {
  let t: AdminTestApp;
  let adminId: number;
  let editorId: number;
  before(async () => {
    t = await buildAdmin();
    adminId = (await makeOperator(t, 'admin@example.com', 'admin', GOOD_PASSWORD)).operator.id;
    editorId = (await makeOperator(t, 'editor@example.com', 'editor', GOOD_PASSWORD)).operator.id;
  });
  after(() => t.close());

  const whoAmI = (session: SignedIn | { headers: Record<string, string> }) =>
    t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: session.headers.cookie ?? '' } });
  const stored = async (cookie: string) =>
    (
      await t.app.db
        .select()
        .from(sessions)
        .where(eq(sessions.id_hash, sha256(cookie)))
    )[0];

  it('sets a __Host- cookie that is HttpOnly, Secure and SameSite=Strict, and keeps only its hash', async () => {
    const answer = await t.app.inject(signInRequest('admin@example.com', GOOD_PASSWORD));
    assert.equal(answer.statusCode, 200, answer.body);
    const line = [answer.headers['set-cookie']].flat().find((value) => value?.startsWith(`${SESSION_COOKIE}=`))!;
    assert.match(line, /; Path=\/(;|$)/);
    assert.match(line, /; HttpOnly/);
    assert.match(line, /; Secure/);
    assert.match(line, /; SameSite=Strict/);
    assert.doesNotMatch(line, /Domain=/i);
    assert.equal(answer.headers['cache-control'], 'no-store');
    const body = json<{ operator: { email: string; role: string }; csrfToken: string; expiresAt: string }>(answer);
    assert.deepEqual(body.operator, { id: adminId, email: 'admin@example.com', role: 'admin' });
    assert.equal(body.expiresAt, new Date(t.clock.now().getTime() + 12 * 3600_000).toISOString());
    const cookie = sessionCookieOf(answer.headers['set-cookie'])!;
    const row = await stored(cookie);
    assert.ok(row, 'the session is stored under the hash of the cookie');
    assert.notEqual(row.id_hash, cookie);
    assert.equal(row.ip, '192.0.2.1');
  });

  it('gives a new session id at sign-in, whatever cookie came with it (fixation), and ends the one it replaced', async () => {
    const planted = 'attacker-chosen-session-id-aaaaaaaaaaaaaaaaaaa';
    const answer = await t.app.inject(
      signInRequest('editor@example.com', GOOD_PASSWORD, '192.0.2.1', { cookie: `${SESSION_COOKIE}=${planted}` }),
    );
    const issued = sessionCookieOf(answer.headers['set-cookie'])!;
    assert.notEqual(issued, planted);
    assert.equal((await whoAmI({ headers: { cookie: `${SESSION_COOKIE}=${planted}` } })).statusCode, 401);

    const first = await signIn(t.app, 'editor@example.com');
    const again = await t.app.inject(signInRequest('editor@example.com', GOOD_PASSWORD, '192.0.2.1', { cookie: first.headers.cookie! }));
    const second = sessionCookieOf(again.headers['set-cookie'])!;
    assert.notEqual(second, first.cookie);
    assert.equal((await whoAmI(first)).statusCode, 401, 'the session the old cookie named is gone');
    assert.equal(await stored(first.cookie), undefined);
  });

  it('ends a session after 30 idle minutes, and any session 12 hours after sign-in however busy', async () => {
    const idle = await signIn(t.app, 'editor@example.com');
    t.clock.advance(29 * 60_000);
    assert.equal((await whoAmI(idle)).statusCode, 200, 'still alive at 29 minutes');
    t.clock.advance(29 * 60_000);
    assert.equal((await whoAmI(idle)).statusCode, 200, 'each call moves the idle time-out');
    t.clock.advance(30 * 60_000);
    const expired = await whoAmI(idle);
    assert.equal(expired.statusCode, 401);
    assert.deepEqual(json<{ error: string }>(expired).error, 'unauthenticated');
    assert.equal(await stored(idle.cookie), undefined, 'the expired row is deleted');

    const busy = await signIn(t.app, 'editor@example.com');
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      t.clock.advance(20 * 60_000);
      assert.equal((await whoAmI(busy)).statusCode, 200, `alive after ${minutes + 20} minutes`);
    }
    t.clock.advance(20 * 60_000);
    assert.equal((await whoAmI(busy)).statusCode, 401, 'over 12 hours');
  });

  it('signs out on the server: the old cookie no longer works, even if a copy was kept', async () => {
    const session = await signIn(t.app, 'editor@example.com');
    const out = await t.app.inject({ method: 'DELETE', url: '/api/admin/session', headers: session.headers });
    assert.equal(out.statusCode, 204);
    assert.match(String([out.headers['set-cookie']].flat()[0]), new RegExp(`^${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
    assert.equal((await whoAmI(session)).statusCode, 401);
    assert.equal(await stored(session.cookie), undefined);
  });

  it('signs out everywhere: every session of that operator ends, others keep theirs', async () => {
    const laptop = await signIn(t.app, 'editor@example.com', GOOD_PASSWORD, '198.51.100.1');
    const phone = await signIn(t.app, 'editor@example.com', GOOD_PASSWORD, '198.51.100.2');
    const admin = await signIn(t.app, 'admin@example.com');
    const out = await t.app.inject({ method: 'DELETE', url: '/api/admin/sessions', headers: phone.headers });
    assert.equal(out.statusCode, 204);
    assert.equal((await whoAmI(laptop)).statusCode, 401);
    assert.equal((await whoAmI(phone)).statusCode, 401);
    assert.equal((await whoAmI(admin)).statusCode, 200);
  });

  it("ends a disabled operator's sessions at once, and refuses their sign-in like a wrong password", async () => {
    const editor = await signIn(t.app, 'editor@example.com');
    const admin = await signIn(t.app, 'admin@example.com');
    const disable = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/operators/${editorId}`,
      headers: admin.headers,
      payload: { disabled: true },
    });
    assert.equal(disable.statusCode, 200, disable.body);
    assert.equal(json<{ disabled: boolean }>(disable).disabled, true);
    assert.equal((await whoAmI(editor)).statusCode, 401);
    assert.equal((await t.app.db.select().from(sessions).where(eq(sessions.operator_id, editorId))).length, 0);
    const refused = await t.app.inject(signInRequest('editor@example.com', GOOD_PASSWORD, '203.0.113.9'));
    assert.equal(refused.statusCode, 401);
    assert.deepEqual(json(refused), { error: 'sign-in', message: 'Email or password is not right.' });
    const enable = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/operators/${editorId}`,
      headers: admin.headers,
      payload: { disabled: false },
    });
    assert.equal(enable.statusCode, 200);
    assert.equal((await t.app.inject(signInRequest('editor@example.com', GOOD_PASSWORD, '203.0.113.9'))).statusCode, 200);
  });

  it('has written who did each of the above, when and from where', async () => {
    const entries = await auditEntries(t.app);
    const actions = new Set(entries.map((entry) => entry.action));
    for (const action of [
      'operator-added',
      'setup-link-issued',
      'password-set',
      'sign-in',
      'sign-in-failed',
      'sign-out',
      'sign-out-everywhere',
      'operator-disabled',
      'operator-enabled',
    ]) {
      assert.ok(actions.has(action), `an audit entry for ${action}`);
    }
    const disabled = entries.find((entry) => entry.action === 'operator-disabled')!;
    const { actor_email, actor_id, target, ip, details } = disabled;
    assert.deepEqual(
      { actor_email, actor_id, target, ip, details },
      {
        actor_email: 'admin@example.com',
        actor_id: adminId,
        target: `operator:${editorId}`,
        ip: '127.0.0.1',
        details: { email: 'editor@example.com', disabled: { from: false, to: true } },
      },
    );
    const failed = entries.find((entry) => entry.action === 'sign-in-failed')!;
    assert.deepEqual(
      { ip: failed.ip, details: failed.details, actor: failed.actor_email },
      { ip: '203.0.113.9', details: { email: 'editor@example.com', reason: 'disabled' }, actor: null },
    );
    assert.ok(
      entries.every((entry) => !JSON.stringify(entry.details).includes(GOOD_PASSWORD)),
      'no password in the log',
    );
    assert.equal(entries.find((entry) => entry.action === 'operator-added')!.actor_email, 'cli');
  });
});
