// Slow or silent clients cannot hold a connection open: headers, the whole request and an idle kept-alive connection
// each have a time limit (API_*_TIMEOUT_MS), after which the server answers 408 or closes the connection.
import assert from 'node:assert/strict';
import net, { type AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { portOf } from '@starfamily/shared/server/config';
import { DEFAULT_SERVER_TIMEOUTS, readConfig, type ServerTimeouts } from './config';
import { build, type TestApp } from './testing/build';

/** Small limits, so the test sees them pass; Node's own defaults (60 s headers, 300 s request) would not. */
const TIMEOUTS: ServerTimeouts = { headersMs: 300, requestMs: 600, keepAliveMs: 1_000, idleMs: 5_000 };
/** Far above the limits, far below Node's defaults: past it, a connection was not closed by our limits. */
const DEADLINE_MS = 15_000;

interface Outcome {
  /** What the server sent before the connection ended. */
  received: string;
  afterMs: number;
}

/** Opens a raw connection, sends `request` (maybe nothing, maybe half a request), then stays silent until the server ends it. */
function silentClient(port: number, request: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect({ port, host: '127.0.0.1' });
    let received = '';
    const deadline = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept a silent connection open for ${DEADLINE_MS} ms (received: ${JSON.stringify(received)})`));
    }, DEADLINE_MS);
    socket.setEncoding('latin1');
    socket.on('connect', () => {
      if (request !== '') socket.write(request);
    });
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', () => {}); // a reset is a close too
    socket.on('close', () => {
      clearTimeout(deadline);
      resolve({ received, afterMs: Date.now() - started });
    });
  });
}

describe('server time limits for slow clients', () => {
  let t: TestApp;
  let port: number;
  before(async () => {
    t = await build({ timeouts: TIMEOUTS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  after(() => t.close());

  it('closes a connection whose headers never finish, with 408', async () => {
    const outcome = await silentClient(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1');
    assert.match(outcome.received, /^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose body never finishes, with 408', async () => {
    const head = 'POST /api/contacts HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n';
    const outcome = await silentClient(port, `${head}{"full_name":"Abebe`);
    assert.match(outcome.received, /^HTTP\/1\.1 408 /);
    assert.ok(outcome.afterMs >= TIMEOUTS.headersMs, `closed after ${outcome.afterMs} ms, before any limit`);
  });

  it('closes a connection that never sends anything', async () => {
    const outcome = await silentClient(port, '');
    assert.ok(outcome.received === '' || /^HTTP\/1\.1 408 /.test(outcome.received), outcome.received);
  });

  it('answers a complete request, then closes the kept-alive connection once it stays idle', async () => {
    const outcome = await silentClient(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    assert.match(outcome.received, /^HTTP\/1\.1 200 /);
    assert.match(outcome.received, /"status":"ok"/);
    assert.match(outcome.received, /\r\nKeep-Alive: timeout=1\r\n/i);
  });

  it('sets every limit on the HTTP server under Fastify', () => {
    const server = t.app.server;
    assert.deepEqual(
      { headersMs: server.headersTimeout, requestMs: server.requestTimeout, keepAliveMs: server.keepAliveTimeout, idleMs: server.timeout },
      TIMEOUTS,
    );
  });
});

describe('PORT', () => {
  it('defaults to the API port every script and server expects (shared/server/config.js), and reads PORT', () => {
    assert.equal(readConfig({}).port, 4000);
    assert.equal(readConfig({}).port, portOf('api', {}));
    assert.equal(readConfig({ PORT: '4100' }).port, 4100);
  });
});

describe('API_*_TIMEOUT_MS', () => {
  it('defaults to 10 s for headers, 30 s for a whole request, and reads each variable', () => {
    assert.deepEqual(readConfig({}).timeouts, DEFAULT_SERVER_TIMEOUTS);
    assert.equal(DEFAULT_SERVER_TIMEOUTS.headersMs, 10_000);
    assert.equal(DEFAULT_SERVER_TIMEOUTS.requestMs, 30_000);
    const env = {
      API_HEADERS_TIMEOUT_MS: '2000',
      API_REQUEST_TIMEOUT_MS: '5000',
      API_KEEP_ALIVE_TIMEOUT_MS: '4000',
      API_IDLE_TIMEOUT_MS: ' 9000 ',
    };
    assert.deepEqual(readConfig(env).timeouts, { headersMs: 2000, requestMs: 5000, keepAliveMs: 4000, idleMs: 9000 });
  });

  it('refuses what is not a positive whole number of milliseconds, and headers longer than the whole request', () => {
    for (const value of ['0', '-5', '1.5', '10s', 'abc']) {
      assert.throws(() => readConfig({ API_REQUEST_TIMEOUT_MS: value }), /API_REQUEST_TIMEOUT_MS must be a whole number/, value);
    }
    assert.throws(() => readConfig({ API_HEADERS_TIMEOUT_MS: '40000' }), /must not exceed API_REQUEST_TIMEOUT_MS/);
  });
});
