// The set-up link (docs/admin.md "Setup link"): used twice, expired, tampered or voided by a newer one, it is refused
// with one clear message and nothing changes; a weak password is refused and the link stays usable.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { operators, setupTokens } from '../db/schema';
import { json } from '../testing/build';
import {
  anonymousHeaders,
  auditEntries,
  buildAdmin,
  GOOD_PASSWORD,
  makeOperator,
  signInRequest,
  tokenOf,
  type AdminTestApp,
} from '../testing/admin';
import { resetOperator } from './accounts';
import { CLI_ACTOR } from './audit';
import { SETUP_LINK_REFUSED } from './setupLinks';

describe('set-up links', () => {
  let t: AdminTestApp;
  before(async () => (t = await buildAdmin()));
  after(() => t.close());

  const check = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/setup/check', headers: anonymousHeaders, payload: { token } });
  const setUp = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/setup', headers: anonymousHeaders, payload: { token, password } });
  const passwordHashOf = async (email: string) =>
    (await t.app.db.select().from(operators).where(eq(operators.email, email)))[0]!.password_hash;
  const assertRefused = (answer: { statusCode: number; body: string }) => {
    assert.equal(answer.statusCode, 410, answer.body);
    assert.deepEqual(json(answer), { error: 'setup-link', message: SETUP_LINK_REFUSED });
  };

  it('names whose link it is, sets the password once, and refuses it the second time without changing anything', async () => {
    const { setupUrl } = await makeOperator(t, 'first@example.com', 'admin');
    assert.match(setupUrl, /^http:\/\/admin\.test\/admin\/setup#token=[\w-]{43}$/);
    const token = tokenOf(setupUrl);
    assert.deepEqual(json(await check(token)), { email: 'first@example.com' });
    assert.equal((await setUp(token, GOOD_PASSWORD)).statusCode, 204);
    const hash = await passwordHashOf('first@example.com');
    assert.match(hash!, /^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    assertRefused(await check(token));
    assertRefused(await setUp(token, 'another long passphrase 7'));
    assert.equal(await passwordHashOf('first@example.com'), hash, 'the password did not change');
    assert.equal((await t.app.inject(signInRequest('first@example.com', GOOD_PASSWORD))).statusCode, 200);
    assert.equal((await t.app.inject(signInRequest('first@example.com', 'another long passphrase 7'))).statusCode, 401);
    const setEntries = (await auditEntries(t.app)).filter(
      (entry) => entry.action === 'password-set' && entry.details.email === 'first@example.com',
    );
    assert.equal(setEntries.length, 1, 'one password-set entry');
  });

  it('refuses an expired link (24 h), a tampered one, and one a newer link voided', async () => {
    const { operator, setupUrl } = await makeOperator(t, 'late@example.com', 'editor');
    const token = tokenOf(setupUrl);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    assertRefused(await check(tampered));
    assertRefused(await setUp(tampered, GOOD_PASSWORD));
    assert.equal((await setUp('', GOOD_PASSWORD)).statusCode, 400);

    t.clock.advance(24 * 60 * 60_000);
    assertRefused(await check(token));
    assertRefused(await setUp(token, GOOD_PASSWORD));
    assert.equal(await passwordHashOf('late@example.com'), null);

    const newer = await resetOperator({ db: t.app.db, now: t.clock.now, siteUrl: 'http://admin.test', actor: CLI_ACTOR }, operator.id);
    const older = await resetOperator({ db: t.app.db, now: t.clock.now, siteUrl: 'http://admin.test', actor: CLI_ACTOR }, operator.id);
    assertRefused(await setUp(tokenOf(newer), GOOD_PASSWORD));
    assert.equal(await passwordHashOf('late@example.com'), null, 'nothing changed');
    assert.equal((await setUp(tokenOf(older), GOOD_PASSWORD)).statusCode, 204);
    const unused = await t.app.db.select().from(setupTokens).where(eq(setupTokens.operator_id, operator.id));
    assert.ok(
      unused.every((row) => row.used_at !== null),
      'no usable link is left',
    );
  });

  it('refuses short, long, common and repetitive passwords with a message, and keeps the link usable', async () => {
    const { setupUrl } = await makeOperator(t, 'careful@example.com', 'editor');
    const token = tokenOf(setupUrl);
    const cases: Array<[string, RegExp]> = [
      ['short pass', /at least 12 characters/],
      ['x'.repeat(129), /at most 128 characters/],
      ['passwordpassword', /common passwords/],
      ['1qaz2wsx3edc', /common passwords/],
      ['LeaveMeAlone', /common passwords/],
      ['abababababababab', /different characters/],
      ['careful@example.com', /email/],
    ];
    for (const [password, message] of cases) {
      const answer = await setUp(token, password);
      assert.equal(answer.statusCode, 422, `${password}: ${answer.body}`);
      const body = json<{ error: string; message: string }>(answer);
      assert.equal(body.error, 'password');
      assert.match(body.message, message, password);
    }
    assert.equal(await passwordHashOf('careful@example.com'), null);
    assert.deepEqual(json(await check(token)), { email: 'careful@example.com' }, 'the link still works');
    assert.equal((await setUp(token, '😀 twelve emoji-ish chars ok')).statusCode, 204);
  });
});
