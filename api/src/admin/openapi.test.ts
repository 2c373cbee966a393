// Walks every operation of GET /api/admin/openapi.json: 401 without a session (anonymous ones aside), 403 to an editor
// where x-roles is admin-only, 403 without the CSRF proof or from a foreign Origin where x-csrf is true; and the same
// path in other spellings (upper case, trailing slash, double slash, percent-encoded) never gets past the guard.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { json } from '../testing/build';
import { ADMIN_ORIGIN, buildAdmin, GOOD_PASSWORD, makeOperator, signIn, type AdminTestApp, type SignedIn } from '../testing/admin';

interface Operation {
  method: string;
  path: string;
  roles: string[];
  csrf: boolean;
}

const FOREIGN = 'https://evil.example';

describe('the admin API, walked from its OpenAPI document', () => {
  let t: AdminTestApp;
  let operations: Operation[];
  let admin: SignedIn;
  let editor: SignedIn;
  let editorId: number;
  before(async () => {
    t = await buildAdmin();
    await makeOperator(t, 'walker-admin@example.com', 'admin', GOOD_PASSWORD);
    editorId = (await makeOperator(t, 'walker-editor@example.com', 'editor', GOOD_PASSWORD)).operator.id;
    admin = await signIn(t.app, 'walker-admin@example.com');
    editor = await signIn(t.app, 'walker-editor@example.com');
    const document = json<{ openapi: string; paths: Record<string, Record<string, { 'x-roles': string[]; 'x-csrf': boolean }>> }>(
      await t.app.inject({ url: '/api/admin/openapi.json' }),
    );
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        roles: operation['x-roles'],
        csrf: operation['x-csrf'],
      })),
    );
  });
  after(() => t.close());

  const urlOf = (operation: Operation) => operation.path.replace(/\{\w+\}/g, String(editorId));
  const send = (operation: Operation, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: operation.method as InjectOptions['method'],
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: operation.method === 'GET' ? undefined : '{}',
    });
  const errorOf = (answer: { body: string }) => json<{ error: string }>(answer).error;
  const guarded = (operation: Operation) => !operation.roles.includes('anonymous');

  it("lets the admin's page send every method the document has (the browser asks first: a CORS preflight)", async () => {
    for (const method of new Set(operations.map((operation) => operation.method))) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/admin/session',
        headers: {
          origin: ADMIN_ORIGIN,
          'access-control-request-method': method,
          'access-control-request-headers': 'content-type,x-csrf-token',
        },
      });
      assert.equal(preflight.headers['access-control-allow-origin'], ADMIN_ORIGIN, method);
      assert.ok(
        String(preflight.headers['access-control-allow-methods'])
          .split(',')
          .map((allowed) => allowed.trim())
          .includes(method),
        `${method} allowed`,
      );
    }
  });

  it('documents every admin route, each with who may call it and whether it needs the CSRF proof', () => {
    const documented = operations.map(({ method, path }) => `${method} ${path}`).sort();
    const registered = t.app.apiRoutes
      .filter((route) => route.url.startsWith('/api/admin'))
      .map(({ method, url }) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    assert.deepEqual(documented, [...new Set(registered)]);
    assert.ok(operations.length >= 12, `${operations.length} operations`);
    for (const operation of operations) {
      assert.ok(Array.isArray(operation.roles) && operation.roles.length > 0, `${operation.method} ${operation.path} x-roles`);
      assert.equal(operation.csrf, operation.method !== 'GET', `${operation.method} ${operation.path} x-csrf`);
    }
    const adminOnly = operations.filter((operation) => operation.roles.join() === 'admin').map(({ method, path }) => `${method} ${path}`);
    for (const expected of [
      'GET /api/admin/operators',
      'POST /api/admin/operators',
      'PATCH /api/admin/operators/{id}',
      'POST /api/admin/operators/{id}/setup-link',
      'GET /api/admin/audit',
    ]) {
      assert.ok(adminOnly.includes(expected), `${expected} is admin-only`);
    }
  });

  it('answers 401 without a session to every operation but the anonymous ones', async () => {
    for (const operation of operations.filter(guarded)) {
      const answer = await send(operation, urlOf(operation), { origin: ADMIN_ORIGIN, 'x-csrf-token': 'anything' });
      assert.equal(answer.statusCode, 401, `${operation.method} ${operation.path}: ${answer.body}`);
      assert.equal(errorOf(answer), 'unauthenticated');
      assert.equal(answer.headers['cache-control'], 'no-store');
      const forged = await send(operation, urlOf(operation), {
        cookie: '__Host-sf_admin=forged',
        origin: ADMIN_ORIGIN,
        'x-csrf-token': 'anything',
      });
      assert.equal(forged.statusCode, 401, `${operation.method} ${operation.path} with a forged cookie`);
      if (operation.method === 'GET')
        assert.equal((await send({ ...operation, method: 'HEAD' }, urlOf(operation))).statusCode, 401, `HEAD ${operation.path}`);
    }
  });

  it('answers 403 to an editor on every admin-only operation', async () => {
    for (const operation of operations.filter((operation) => operation.roles.join() === 'admin')) {
      const answer = await send(operation, urlOf(operation), editor.headers);
      assert.equal(answer.statusCode, 403, `${operation.method} ${operation.path}: ${answer.body}`);
      assert.equal(errorOf(answer), 'forbidden');
    }
  });

  it('answers 403 to a state change without the CSRF token, with a wrong one, without Origin or from a foreign Origin', async () => {
    for (const operation of operations.filter((operation) => operation.csrf)) {
      const token = guarded(operation) ? admin.csrfToken : 'any';
      const base: Record<string, string> = guarded(operation) ? { cookie: admin.headers.cookie! } : {};
      const variants: Array<[string, Record<string, string>]> = [
        ['no token', { ...base, origin: ADMIN_ORIGIN }],
        ['no Origin', { ...base, 'x-csrf-token': token }],
        ['foreign Origin', { ...base, origin: FOREIGN, 'x-csrf-token': token }],
        ["the Origin's prefix", { ...base, origin: `${ADMIN_ORIGIN}.evil.example`, 'x-csrf-token': token }],
      ];
      if (guarded(operation))
        variants.push(["another session's token", { ...base, origin: ADMIN_ORIGIN, 'x-csrf-token': editor.csrfToken }]);
      for (const [name, headers] of variants) {
        const answer = await send(operation, urlOf(operation), headers);
        assert.equal(answer.statusCode, 403, `${operation.method} ${operation.path}, ${name}: ${answer.body}`);
        assert.equal(errorOf(answer), 'csrf', `${operation.method} ${operation.path}, ${name}`);
      }
    }
  });

  it('never lets another spelling of a path past the guard', async () => {
    const spellings = (url: string) => [
      url.toUpperCase(),
      url.replace('/api/admin', '/API/ADMIN'),
      url.replace('/api/admin', '/api/Admin'),
      `${url}/`,
      `/${url}`,
      url.replace('/api/admin', '/api//admin'),
      url.replace('/admin/', '/admin//'),
      url.replace('/api/admin', '/api/%61dmin'),
      url.replace('/api/admin', '/api/admin/.'),
    ];
    for (const operation of operations) {
      for (const url of spellings(urlOf(operation))) {
        const anonymous = await send(operation, url, { origin: ADMIN_ORIGIN });
        const label = `${operation.method} ${url}`;
        if (guarded(operation)) assert.equal(anonymous.statusCode, 401, `${label} without a session: ${anonymous.body}`);
        else if (operation.csrf)
          assert.ok([401, 403, 404, 405].includes(anonymous.statusCode), `${label} without the CSRF token: ${anonymous.statusCode}`);
        else assert.ok(anonymous.statusCode < 500, `${label}: ${anonymous.statusCode}`);
        if (operation.roles.join() === 'admin') {
          const asEditor = await send(operation, url, editor.headers);
          assert.ok([403, 404, 405].includes(asEditor.statusCode), `${label} as an editor: ${asEditor.statusCode}`);
        }
        if (operation.csrf && guarded(operation)) {
          const noToken = await send(operation, url, { cookie: admin.headers.cookie!, origin: ADMIN_ORIGIN });
          assert.ok([403, 404, 405].includes(noToken.statusCode), `${label} without the CSRF token: ${noToken.statusCode}`);
        }
      }
    }
  });

  it("never serves one operator's read to another caller from a cache", async () => {
    for (const url of ['/api/admin/session', '/api/%61dmin/session', '/api/admin/operators']) {
      const mine = await t.app.inject({ url, headers: { cookie: admin.headers.cookie! } });
      assert.equal(mine.statusCode, 200, `${url}: ${mine.body}`);
      assert.equal(mine.headers['cache-control'], 'no-store');
      assert.equal((await t.app.inject({ url })).statusCode, 401, `${url} without the cookie`);
      assert.equal(
        (await t.app.inject({ url, headers: { cookie: editor.headers.cookie! } })).statusCode,
        url.endsWith('operators') ? 403 : 200,
      );
    }
  });
});

describe('CORS on the admin API', () => {
  let t: AdminTestApp;
  before(async () => (t = await buildAdmin()));
  after(() => t.close());

  const preflight = (url: string, origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-csrf-token' },
    });

  it('allows credentials for the admin origin only', async () => {
    const answer = await preflight('/api/admin/session', ADMIN_ORIGIN);
    assert.equal(answer.headers['access-control-allow-origin'], ADMIN_ORIGIN);
    assert.equal(answer.headers['access-control-allow-credentials'], 'true');
    assert.match(String(answer.headers['access-control-allow-headers']), /X-CSRF-Token/i);
    for (const origin of [FOREIGN, 'http://localhost:3001', 'null']) {
      for (const url of ['/api/admin/session', '/API/ADMIN/session', '//api/admin/session']) {
        const refused = await preflight(url, origin);
        assert.equal(refused.headers['access-control-allow-origin'], undefined, `${origin} ${url}`);
        assert.equal(refused.headers['access-control-allow-credentials'], undefined, `${origin} ${url}`);
      }
    }
  });

  it("keeps the public routes' CORS as it was: local origins in development, never credentials", async () => {
    const answer = await t.app.inject({ url: '/api/health', headers: { origin: 'http://localhost:3001' } });
    assert.equal(answer.headers['access-control-allow-origin'], 'http://localhost:3001');
    assert.equal(answer.headers['access-control-allow-credentials'], undefined);
  });
});
