// Abuse limits on the contact form: a client IP gets so many posts per window, then 429 JSON with Retry-After, and
// posts again once the window has passed. Behind a proxy, only a configured one may name the client.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { build, json, type TestApp } from '../testing/build';
import { parseRateLimit } from '../config';

const message = (n: number) => ({ full_name: 'Abebe Kebede', email: 'abebe@example.com', message: `Quote request ${n}` });

describe('contact rate limit', () => {
  let t: TestApp;
  before(async () => {
    // A window far longer than the test, so a slow machine cannot see it pass between two posts.
    t = await build({ contactRateLimit: { max: 3, windowMs: 10 * 60_000 }, trustProxy: ['10.0.0.1'] });
  });
  after(() => t.close());

  const post = (n: number, remoteAddress = '203.0.113.5', headers: Record<string, string> = {}, app = t.app) =>
    app.inject({
      method: 'POST',
      url: '/api/contacts',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(message(n)),
    });

  it('allows the configured number per address, then answers 429 JSON with Retry-After and stores nothing more', async () => {
    const before = (await t.app.repositories.contactMessages.list()).length;
    for (const n of [1, 2, 3]) assert.equal((await post(n)).statusCode, 201);
    const refused = await post(4);
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) >= 1, `Retry-After: ${refused.headers['retry-after']}`);
    const body = json<{ error: string; message: string }>(refused);
    assert.equal(body.error, 'Too Many Requests');
    assert.match(body.message, /^Too many messages from your address\. Please try again in \d+ (seconds|minutes)\.$/);
    assert.equal((await t.app.repositories.contactMessages.list()).length, before + 3);
    // Another address is not affected.
    assert.equal((await post(5, '198.51.100.7')).statusCode, 201);
  });

  it('recovers once the window has passed', async () => {
    const short = await build({ contactRateLimit: { max: 1, windowMs: 1000 } });
    try {
      const address = '203.0.113.9';
      assert.equal((await post(1, address, {}, short.app)).statusCode, 201);
      assert.equal((await post(2, address, {}, short.app)).statusCode, 429);
      // Polled until the window has passed (how long that takes is the machine's business), within a generous bound.
      const deadline = Date.now() + 30_000;
      let status = 429;
      while (status === 429 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await post(3, address, {}, short.app)).statusCode;
      }
      assert.equal(status, 201);
    } finally {
      await short.close();
    }
  });

  it('takes the client from X-Forwarded-For only when the peer is the configured proxy', async () => {
    // Through the trusted proxy, two different clients each get their own allowance.
    for (const n of [1, 2, 3]) assert.equal((await post(n, '10.0.0.1', { 'x-forwarded-for': '192.0.2.1' })).statusCode, 201);
    assert.equal((await post(4, '10.0.0.1', { 'x-forwarded-for': '192.0.2.1' })).statusCode, 429);
    assert.equal((await post(5, '10.0.0.1', { 'x-forwarded-for': '192.0.2.2' })).statusCode, 201);
    // From anyone else a forged header changes nothing: the peer is the client.
    for (const n of [1, 2, 3]) await post(n, '203.0.113.20', { 'x-forwarded-for': `192.0.2.${n + 10}` });
    assert.equal((await post(4, '203.0.113.20', { 'x-forwarded-for': '192.0.2.99' })).statusCode, 429);
  });
});

describe('CONTACT_RATE_LIMIT', () => {
  it('reads "posts/window" with s, m or h, defaults to 5 per 10 minutes, and refuses anything else', () => {
    assert.deepEqual(parseRateLimit('20/1h'), { max: 20, windowMs: 3_600_000 });
    assert.deepEqual(parseRateLimit(undefined), { max: 5, windowMs: 600_000 });
    for (const bad of ['5', '0/1m', '5/0m', '5/10d', 'lots']) assert.throws(() => parseRateLimit(bad), /CONTACT_RATE_LIMIT/);
  });
});
