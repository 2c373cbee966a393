// Which browser origins may call the API: CORS_ORIGINS and PARTNER_ORIGINS when set; otherwise local dev origins
// outside production.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import cors from '@fastify/cors';
import Fastify from 'fastify';
import { parseOrigins, readConfig } from '../config';
import { corsOptions, isOriginAllowed, type CorsPolicy } from './cors';

const development: CorsPolicy = { origins: undefined, production: false };
const production: CorsPolicy = { origins: undefined, production: true };
const configured: CorsPolicy = { origins: parseOrigins('https://starfamily.example, https://www.starfamily.example/'), production: true };

/** The real plugin with the real options, in front of one route. */
async function appWith(policy: CorsPolicy) {
  const app = Fastify();
  await app.register(cors, corsOptions(policy));
  app.post('/api/contacts', async () => ({ ok: true }));
  return app;
}

describe('CORS policy', () => {
  it('allows any localhost or 127.0.0.1 port during development, and nothing else', () => {
    for (const origin of ['http://localhost:3000', 'http://localhost:8081', 'http://127.0.0.1:5173', 'http://localhost']) {
      assert.equal(isOriginAllowed(origin, development), true, origin);
    }
    for (const origin of [
      'https://localhost:3000',
      'http://localhost.evil.example',
      'http://evil.example',
      'http://127.0.0.1.evil.example:80',
      'null',
    ]) {
      assert.equal(isOriginAllowed(origin, development), false, origin);
    }
  });

  it('allows no cross-origin calls in production when no origins are configured', () => {
    assert.equal(isOriginAllowed('http://localhost:3000', production), false);
    assert.equal(isOriginAllowed('https://starfamily.example', production), false);
  });

  it('reads the site origins and the partner origins that embed widgets, each alone or together', () => {
    const site = 'https://starfamily.example';
    const partner = 'https://sister.example';
    assert.deepEqual(readConfig({ CORS_ORIGINS: site, PARTNER_ORIGINS: `${partner}, ${site}/` }).corsOrigins, [site, partner]);
    assert.deepEqual(readConfig({ PARTNER_ORIGINS: partner }).corsOrigins, [partner]);
    assert.equal(readConfig({ CORS_ORIGINS: ' ', PARTNER_ORIGINS: '' }).corsOrigins, undefined);
    const policy: CorsPolicy = { origins: readConfig({ CORS_ORIGINS: site, PARTNER_ORIGINS: partner }).corsOrigins, production: true };
    assert.equal(isOriginAllowed(partner, policy), true);
    assert.equal(isOriginAllowed('https://stranger.example', policy), false);
  });

  it('takes `host:*` for any port of that host, and `null` for pages opened from a file, only when configured', () => {
    const local: CorsPolicy = { origins: parseOrigins('http://localhost:*, null'), production: true };
    for (const origin of ['http://localhost:8080', 'http://localhost', 'null']) assert.equal(isOriginAllowed(origin, local), true, origin);
    for (const origin of ['https://localhost:8080', 'http://localhost.evil.example', 'http://localhost:80x', 'http://127.0.0.1:8080']) {
      assert.equal(isOriginAllowed(origin, local), false, origin);
    }
    assert.equal(isOriginAllowed('null', configured), false);
  });

  it('allows exactly the configured origins, and then not localhost', () => {
    assert.equal(isOriginAllowed('https://starfamily.example', configured), true);
    assert.equal(isOriginAllowed('https://www.starfamily.example', configured), true);
    assert.equal(isOriginAllowed('https://starfamily.example.evil.example', configured), false);
    assert.equal(isOriginAllowed('http://localhost:3000', { ...configured, production: false }), false);
  });

  it('answers a configured origin’s preflight for posting JSON, and gives a stranger no allow header', async () => {
    const app = await appWith(configured);
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/contacts',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const allowed = await preflight('https://starfamily.example');
    assert.equal(allowed.headers['access-control-allow-origin'], 'https://starfamily.example');
    assert.match(String(allowed.headers['access-control-allow-methods']), /POST/);
    assert.match(String(allowed.headers['access-control-allow-headers']), /Content-Type/i);
    const denied = await preflight('https://evil.example');
    assert.equal(denied.headers['access-control-allow-origin'], undefined);
    await app.close();
  });

  it('gives no allow header to a local origin in production without configured origins', async () => {
    const app = await appWith(production);
    const response = await app.inject({ method: 'POST', url: '/api/contacts', headers: { origin: 'http://localhost:3000' }, payload: {} });
    assert.equal(response.headers['access-control-allow-origin'], undefined);
    await app.close();
  });
});
