// Every kind of answer carries the same security headers: Fastify's own, the content cache's raw answers (a hit and
// a 304 written before Fastify sees the request), errors met before routing, storage files and CORS preflights.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { BASE_SECURITY_HEADERS } from '@starfamily/shared/server/security-headers';
import { build, testDrivers, type TestApp } from '../testing/build';
import { STORAGE_CSP } from './securityHeaders';

/** Every header helmet may set (or remove): an answer's security headers are its values of these. */
const SECURITY_HEADER_NAMES = [
  'content-security-policy',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-powered-by',
  'x-xss-protection',
];

/** What the API promises (docs/security.md): a strict policy for JSON, pictures usable across origins, the site's base headers. */
const PROMISED = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'cross-origin',
  'x-frame-options': 'DENY',
  ...BASE_SECURITY_HEADERS,
};

const securityHeaders = (response: Response) =>
  Object.fromEntries(SECURITY_HEADER_NAMES.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)!]] : [])));

const ORIGIN = 'http://localhost:3000';

for (const driver of testDrivers()) {
  describe(`security headers (${driver})`, () => {
    let t: TestApp;
    let base: string;
    let logo: string;
    /** The headers of a plain Fastify answer: every other answer must carry exactly these. */
    let reference: Record<string, string>;
    const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

    const assertSameHeaders = (response: Response, what: string, expected = reference) =>
      assert.deepEqual(securityHeaders(response), expected, `${what} (${response.status})`);

    before(async () => {
      t = await build({ driver });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      logo = (await t.app.repositories.businessSetup.get())?.logo ?? '';
      reference = securityHeaders(await get('/api/health'));
    });
    after(() => t.close());

    it('a plain answer carries the promised headers', () => {
      for (const [name, value] of Object.entries(PROMISED)) assert.equal(reference[name], value, name);
      assert.equal(reference['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.equal(reference['x-powered-by'], undefined);
      // HSTS besides the promised ones; the document-only headers are left out on purpose (securityHeaders.ts).
      assert.deepEqual(Object.keys(reference).sort(), [...Object.keys(PROMISED), 'strict-transport-security'].sort());
    });

    it('a content list carries them when computed, when served from memory on the raw server, and in its 304', async () => {
      t.app.contentCache.invalidate();
      const miss = await get('/api/products-list');
      assert.equal(miss.status, 200);
      assert.ok(t.app.contentCache.size > 0, 'the first read did not fill the cache');
      assertSameHeaders(miss, 'computed');
      // No Origin: answered by the raw server before Fastify (plugins/contentCache.ts, serveFromCache).
      const hit = await get('/api/products-list', { 'accept-encoding': 'gzip' });
      assert.equal(hit.status, 200);
      assert.equal(hit.headers.get('etag'), miss.headers.get('etag'));
      assertSameHeaders(hit, 'from memory');
      const notModified = await get('/api/products-list', { 'if-none-match': miss.headers.get('etag')! });
      assert.equal(notModified.status, 304);
      assertSameHeaders(notModified, '304 from memory');
      // With an Origin: the hit is answered in Fastify's hook, beside the CORS headers.
      const crossOrigin = await get('/api/products-list', { origin: ORIGIN });
      assert.equal(crossOrigin.headers.get('access-control-allow-origin'), ORIGIN);
      assertSameHeaders(crossOrigin, 'cross-origin hit');
      const crossOrigin304 = await get('/api/products-list', { origin: ORIGIN, 'if-none-match': miss.headers.get('etag')! });
      assert.equal(crossOrigin304.status, 304);
      assertSameHeaders(crossOrigin304, 'cross-origin 304');
    });

    it('errors carry them: 404, 400, 414 (before routing), 405, 422', async () => {
      const answers: [string, Promise<Response>, number][] = [
        ['unknown address', get('/api/nothing-here'), 404],
        ['unknown product', get('/api/product-list/999999'), 404],
        ['malformed id', get('/api/product-list/abc'), 400],
        ['path parameter over the router limit', get(`/api/product-list/${'9'.repeat(3000)}`), 414],
        [
          'broken JSON',
          fetch(`${base}/api/contacts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' }),
          400,
        ],
        ['wrong method', fetch(`${base}/api/products-list`, { method: 'PUT' }), 405],
        [
          'invalid message',
          fetch(`${base}/api/contacts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
          422,
        ],
        ['missing storage file', get('/storage/products/no-such-picture.svg'), 404],
      ];
      for (const [what, answer, status] of answers) {
        const response = await answer;
        assert.equal(response.status, status, what);
        assertSameHeaders(response, what);
      }
    });

    it('a CORS preflight carries them', async () => {
      const preflight = await fetch(`${base}/api/contacts`, {
        method: 'OPTIONS',
        headers: { origin: ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers.get('access-control-allow-origin'), ORIGIN);
      assertSameHeaders(preflight, 'preflight');
    });

    it('a storage file carries them, with a policy of its own that runs no script, and may be shown on other origins', async () => {
      const file = await get(`/storage/${logo}`, { origin: ORIGIN });
      assert.equal(file.status, 200);
      assert.equal(file.headers.get('content-type'), 'image/svg+xml');
      assert.equal(file.headers.get('access-control-allow-origin'), ORIGIN);
      const forFiles = { ...reference, 'content-security-policy': STORAGE_CSP };
      assertSameHeaders(file, 'storage file', forFiles);
      assert.match(STORAGE_CSP, /default-src 'none'/);
      assert.match(STORAGE_CSP, /\bsandbox\b/);
      // An <img> on another origin is a no-cors request: the browser drops the answer unless CORP allows cross-origin
      // (helmet's default, same-origin, would break every picture on the site and on partner pages).
      const image = await get(`/storage/${logo}`, {
        'sec-fetch-mode': 'no-cors',
        'sec-fetch-site': 'cross-site',
        'sec-fetch-dest': 'image',
      });
      assert.equal(image.status, 200);
      assert.equal(image.headers.get('cross-origin-resource-policy'), 'cross-origin');
      assert.equal(image.headers.get('cross-origin-embedder-policy'), null);
      // fetch() adds Cache-Control: no-cache to a conditional request, which @fastify/static answers in full.
      const again = await t.app.inject({ url: `/storage/${logo}`, headers: { 'if-none-match': file.headers.get('etag')! } });
      assert.equal(again.statusCode, 304);
      assert.equal(again.headers['cross-origin-resource-policy'], 'cross-origin');
      assert.equal(again.headers['x-content-type-options'], 'nosniff');
    });
  });
}
