// Passkeys (docs/admin.md): who may call what, a real registration and sign-in with a software authenticator (so
// @simplewebauthn/server checks real signatures), challenges that work once and for 5 minutes only, and an operator's
// passkeys being theirs alone.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { operators, passkeys, webauthnChallenges } from '../../db/schema';
import { json } from '../../testing/build';
import {
  ADMIN_ORIGIN,
  anonymousHeaders,
  auditEntries,
  buildAdmin,
  makeOperator,
  sessionCookieOf,
  signIn,
  GOOD_PASSWORD,
  type AdminTestApp,
  type SignedIn,
} from '../../testing/admin';
import { softAuthenticator } from '../../testing/softAuthenticator';
import { SESSION_COOKIE } from '../sessions';
import { CHALLENGE_LIFETIME_MS } from './challenges';
import { PASSKEY_NOT_ADDED, PASSKEY_SIGN_IN_LIMIT, PASSKEY_SIGN_IN_REFUSED } from './routes';

type Options = { challenge: string; rp: { id: string; name: string }; user: { id: string; name: string }; rpId: string } & Record<
  string,
  unknown
>;

describe('passkeys', () => {
  let t: AdminTestApp;
  let editor: SignedIn;
  let admin: SignedIn;
  let editorId: number;
  before(async () => {
    t = await buildAdmin();
    editorId = (await makeOperator(t, 'editor@example.com', 'editor', GOOD_PASSWORD)).operator.id;
    await makeOperator(t, 'admin@example.com', 'admin', GOOD_PASSWORD);
    editor = await signIn(t.app, 'editor@example.com');
    admin = await signIn(t.app, 'admin@example.com');
  });
  after(() => t.close());

  // Anonymous calls come from an address of the test's own, so the per-address limit (30 a minute) never bites.
  let client = 0;
  const call = async (options: InjectOptions) => t.app.inject({ remoteAddress: `198.51.100.${(client++ % 200) + 1}`, ...options });
  const registrationOptions = async (who: SignedIn) =>
    json<Options>(await call({ method: 'POST', url: '/api/admin/passkeys/options', headers: who.headers, payload: {} }));
  const register = (who: SignedIn, response: unknown, name = 'Office laptop') =>
    call({ method: 'POST', url: '/api/admin/passkeys', headers: who.headers, payload: { name, response } });
  const signInOptions = async () =>
    json<Options>(await call({ method: 'POST', url: '/api/admin/passkey-session/options', headers: anonymousHeaders, payload: {} }));
  const passkeySignIn = (response: unknown, headers: Record<string, string> = anonymousHeaders) =>
    call({ method: 'POST', url: '/api/admin/passkey-session', headers, payload: { response } });
  const listOf = async (who: SignedIn) => {
    const answer = await call({ method: 'GET', url: '/api/admin/passkeys', headers: who.headers });
    return json<Array<{ id: number; name: string; lastUsedAt: string | null }>>(answer);
  };
  const lastAudit = async () => (await auditEntries(t.app)).at(-1)!;
  const assertSignInRefused = async (answer: LightMyRequestResponse, reason: RegExp) => {
    assert.equal(answer.statusCode, 401, answer.body);
    assert.deepEqual(json(answer), PASSKEY_SIGN_IN_REFUSED);
    assert.equal(sessionCookieOf(answer.headers['set-cookie']), undefined, 'no session cookie');
    const entry = await lastAudit();
    assert.equal(entry.action, 'sign-in-failed');
    assert.equal(entry.details.method, 'passkey');
    assert.match(String(entry.details.reason), reason);
  };

  it('answers the anonymous 401, a state change without the CSRF proof 403, and an editor as well as an admin', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/passkeys'],
      ['POST', '/api/admin/passkeys/options'],
      ['POST', '/api/admin/passkeys'],
      ['DELETE', '/api/admin/passkeys/1'],
    ] as const) {
      const anonymous = await call({ method, url, headers: anonymousHeaders, payload: method === 'GET' ? undefined : {} });
      assert.equal(anonymous.statusCode, 401, `${method} ${url}`);
      assert.equal(json<{ error: string }>(anonymous).error, 'unauthenticated');
      if (method === 'GET') continue;
      for (const headers of [
        { ...editor.headers, 'x-csrf-token': admin.csrfToken },
        { ...editor.headers, origin: 'https://evil.example' },
      ]) {
        const forged = await call({ method, url, headers, payload: {} });
        assert.equal(forged.statusCode, 403, `${method} ${url}`);
        assert.equal(json<{ error: string }>(forged).error, 'csrf');
      }
    }
    for (const url of ['/api/admin/passkey-session/options', '/api/admin/passkey-session']) {
      const forged = await call({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', origin: ADMIN_ORIGIN },
        payload: {},
      });
      assert.equal(forged.statusCode, 403, url);
      assert.equal(json<{ error: string }>(forged).error, 'csrf');
    }
    assert.deepEqual(await listOf(editor), []);
    assert.deepEqual(await listOf(admin), []);
  });

  it('publishes every passkey operation with who may call it', async () => {
    const document = json<{ paths: Record<string, Record<string, { 'x-roles': string[]; 'x-csrf': boolean }>> }>(
      await call({ method: 'GET', url: '/api/admin/openapi.json' }),
    );
    const declared = (path: string, method: string) => document.paths[path]?.[method];
    assert.deepEqual(declared('/api/admin/passkeys', 'get'), {
      ...declared('/api/admin/passkeys', 'get'),
      'x-roles': ['editor', 'admin'],
      'x-csrf': false,
    });
    for (const [path, method] of [
      ['/api/admin/passkeys/options', 'post'],
      ['/api/admin/passkeys', 'post'],
      ['/api/admin/passkeys/{id}', 'delete'],
    ]) {
      assert.deepEqual(
        [declared(path!, method!)?.['x-roles'], declared(path!, method!)?.['x-csrf']],
        [['editor', 'admin'], true],
        `${method} ${path}`,
      );
    }
    for (const path of ['/api/admin/passkey-session/options', '/api/admin/passkey-session']) {
      assert.deepEqual([declared(path, 'post')?.['x-roles'], declared(path, 'post')?.['x-csrf']], [['anonymous'], true], path);
    }
  });

  it('registers a passkey with a software authenticator and signs in with it: a new session, the counter kept, audited', async () => {
    const authenticator = softAuthenticator(ADMIN_ORIGIN);
    const options = await registrationOptions(editor);
    assert.equal(options.rp.id, 'admin.test');
    assert.equal(options.rp.name, 'StarFamily admin');
    assert.equal(options.user.name, 'editor@example.com');
    assert.deepEqual(options.authenticatorSelection, { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' });
    assert.equal(options.attestation, 'none');
    assert.deepEqual(options.excludeCredentials, []);
    // Ed25519, P-256, RSA: not ML-DSA-44, which Node 24's WebCrypto has only as an experimental feature.
    assert.deepEqual(
      (options.pubKeyCredParams as { alg: number }[]).map((param) => param.alg),
      [-8, -7, -257],
    );

    const added = await register(editor, authenticator.register(options));
    assert.equal(added.statusCode, 201, added.body);
    const passkey = json<{ id: number; name: string }>(added);
    assert.equal(passkey.name, 'Office laptop');
    assert.deepEqual((await lastAudit()).action, 'passkey-added');
    const [stored] = await t.app.db.select().from(passkeys).where(eq(passkeys.id, passkey.id));
    assert.equal(stored!.operator_id, editorId);
    assert.equal(stored!.credential_id, authenticator.credentials[0]!.id.toString('base64url'));
    assert.deepEqual(stored!.transports, ['internal']);
    const again = await registrationOptions(editor);
    assert.deepEqual(
      again.excludeCredentials,
      [{ id: stored!.credential_id, type: 'public-key', transports: ['internal'] }],
      'the same device is not registered twice',
    );

    const signInAs = await signInOptions();
    assert.equal(signInAs.rpId, 'admin.test');
    assert.equal(signInAs.allowCredentials, undefined, 'discoverable: no credential list');
    const answer = await passkeySignIn(authenticator.authenticate(signInAs), {
      ...anonymousHeaders,
      cookie: `${SESSION_COOKIE}=${editor.cookie}`,
    });
    assert.equal(answer.statusCode, 200, answer.body);
    const session = json<{ operator: { id: number; email: string; role: string }; csrfToken: string }>(answer);
    assert.deepEqual(session.operator, { id: editorId, email: 'editor@example.com', role: 'editor' });
    const cookie = sessionCookieOf(answer.headers['set-cookie']);
    assert.ok(cookie && cookie !== editor.cookie, 'a new session id');
    assert.equal(
      (await call({ method: 'GET', url: '/api/admin/session', headers: { cookie: `${SESSION_COOKIE}=${editor.cookie}` } })).statusCode,
      401,
      'the session the cookie named before ended',
    );
    const now = await call({ method: 'GET', url: '/api/admin/session', headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });
    assert.equal(json<{ csrfToken: string }>(now).csrfToken, session.csrfToken);
    editor = {
      cookie: cookie!,
      csrfToken: session.csrfToken,
      headers: { cookie: `${SESSION_COOKIE}=${cookie}`, origin: ADMIN_ORIGIN, 'x-csrf-token': session.csrfToken },
    };
    const entry = await lastAudit();
    assert.deepEqual(
      [entry.action, entry.actor_email, entry.target, entry.details],
      ['passkey-sign-in', 'editor@example.com', `operator:${editorId}`, { passkey: passkey.id, name: 'Office laptop' }],
    );
    const [used] = await t.app.db.select().from(passkeys).where(eq(passkeys.id, passkey.id));
    assert.equal(used!.counter, 1);
    assert.ok(used!.last_used_at);
    assert.equal((await listOf(editor))[0]!.lastUsedAt, used!.last_used_at!.toISOString());

    // A cloned authenticator shows up as a counter that does not move forward.
    await assertSignInRefused(await passkeySignIn(authenticator.authenticate(await signInOptions(), { counterStep: 0 })), /counter/i);
  });

  it('uses a challenge once and for 5 minutes only, for its purpose and (registering) its operator only', async () => {
    const authenticator = softAuthenticator(ADMIN_ORIGIN);
    const options = await registrationOptions(admin);
    const response = authenticator.register(options, { clientType: 'webauthn.create' });
    assert.deepEqual(json(await register(editor, response)), PASSKEY_NOT_ADDED, "another operator's challenge");
    assert.equal((await register(admin, response)).statusCode, 201);
    const twice = await register(admin, authenticator.register(options));
    assert.equal(twice.statusCode, 400);
    assert.deepEqual(json(twice), PASSKEY_NOT_ADDED);

    const late = await registrationOptions(admin);
    t.clock.advance(CHALLENGE_LIFETIME_MS);
    assert.equal((await register(admin, authenticator.register(late))).statusCode, 400, 'expired');

    const signInAs = await signInOptions();
    const assertion = authenticator.authenticate(signInAs);
    assert.equal((await passkeySignIn(assertion)).statusCode, 200);
    await assertSignInRefused(await passkeySignIn(assertion), /^challenge$/);
    const expiring = await signInOptions();
    t.clock.advance(CHALLENGE_LIFETIME_MS);
    await assertSignInRefused(await passkeySignIn(authenticator.authenticate(expiring)), /^challenge$/);
    const forRegistering = await registrationOptions(admin);
    await assertSignInRefused(
      await passkeySignIn(authenticator.authenticate({ ...(await signInOptions()), challenge: forRegistering.challenge })),
      /^challenge$/,
    );
    await assertSignInRefused(await passkeySignIn(authenticator.authenticate({ rpId: 'admin.test', challenge: 'made-up' })), /^challenge$/);

    const elsewhere = softAuthenticator('https://evil.example');
    elsewhere.credentials.push(...authenticator.credentials);
    const phished = await signInOptions();
    await assertSignInRefused(await passkeySignIn(elsewhere.authenticate(phished)), /origin/i);
    const rows = await t.app.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.challenge, phished.challenge));
    assert.deepEqual(rows, [], 'a refused answer used its challenge up too');
  });

  it("removes only one's own passkeys; a removed passkey or a disabled operator signs in no more", async () => {
    const authenticator = softAuthenticator(ADMIN_ORIGIN);
    const owner = await signIn(t.app, 'admin@example.com');
    const added = json<{ id: number }>(await register(owner, authenticator.register(await registrationOptions(owner)), 'Key ring'));
    const others = await call({ method: 'DELETE', url: `/api/admin/passkeys/${added.id}`, headers: editor.headers });
    assert.equal(others.statusCode, 404, "someone else's passkey is not found");
    assert.ok(
      (await listOf(owner)).some((passkey) => passkey.id === added.id),
      'still there',
    );
    assert.equal((await call({ method: 'DELETE', url: '/api/admin/passkeys/999999', headers: owner.headers })).statusCode, 404);

    await t.app.db.update(operators).set({ disabled_at: t.clock.now() }).where(eq(operators.email, 'admin@example.com'));
    await assertSignInRefused(await passkeySignIn(authenticator.authenticate(await signInOptions())), /^disabled$/);
    await t.app.db.update(operators).set({ disabled_at: null }).where(eq(operators.email, 'admin@example.com'));

    const current = await signIn(t.app, 'admin@example.com');
    const removed = await call({ method: 'DELETE', url: `/api/admin/passkeys/${added.id}`, headers: current.headers });
    assert.equal(removed.statusCode, 204);
    const entry = await lastAudit();
    assert.deepEqual([entry.action, entry.details], ['passkey-removed', { passkey: added.id, name: 'Key ring' }]);
    await assertSignInRefused(await passkeySignIn(authenticator.authenticate(await signInOptions())), /^unknown-passkey$/);
  });

  it('limits anonymous passkey calls per address', async () => {
    const fromOneAddress = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/passkey-session/options',
        headers: anonymousHeaders,
        payload: {},
        remoteAddress: '203.0.113.9',
      });
    for (let i = 0; i < PASSKEY_SIGN_IN_LIMIT.max; i++) assert.equal((await fromOneAddress()).statusCode, 200);
    const refused = await fromOneAddress();
    assert.equal(refused.statusCode, 429);
    assert.match(json<{ message: string }>(refused).message, /^Too many passkey sign-ins from your address\. Try again in \d+ seconds\.$/);
    assert.equal(
      (await call({ method: 'POST', url: '/api/admin/passkey-session/options', headers: anonymousHeaders, payload: {} })).statusCode,
      200,
      'another address',
    );
  });
});
