// The site's file server (remotes, and under the shell's rendering server) and slow clients: node:test, run by the
// API suite's runner (api/scripts/run-tests.mjs), since the server code runs in Node, not in a browser.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createStaticServer } from '../staticServer.js';

// Small limits, so a silent client is cut off quickly; the default limits are the API's (shared/server/httpServer.js).
const TIMEOUTS = { headersMs: 300, requestMs: 600, keepAliveMs: 1_000, idleMs: 5_000 };

/** Opens a socket, writes `text`, and resolves with everything the server sent once it closes the connection. */
function sendAndWaitForClose(port: number, text: string) {
  return new Promise<string>((resolve, reject) => {
    let received = '';
    const socket = net.connect({ port, host: '127.0.0.1' }, () => socket.write(text));
    socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
    socket.once('close', () => resolve(received));
    socket.once('error', reject);
  });
}

describe('the site file server and slow clients', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sf-static-'));
  writeFileSync(path.join(root, 'remoteEntry.js'), 'var x = 1;');
  const app = createStaticServer({ root, crossOrigin: true, timeouts: TIMEOUTS });
  let port = 0;

  before(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  after(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('closes a connection whose headers never finish, with 408', async () => {
    assert.match(await sendAndWaitForClose(port, 'GET /remoteEntry.js HTTP/1.1\r\nHost: x\r\n'), /^HTTP\/1\.1 408/);
  });

  it('closes a connection whose body never finishes', async () => {
    const answer = await sendAndWaitForClose(port, 'POST /remoteEntry.js HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nabc');
    assert.doesNotMatch(answer, /^HTTP\/1\.1 200/);
  });

  it('serves a whole request, then closes the kept-alive connection when it stays idle', async () => {
    const answer = await sendAndWaitForClose(port, 'GET /remoteEntry.js HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.match(answer, /^HTTP\/1\.1 200/);
    assert.match(answer, /keep-alive: timeout=1/i);
    assert.match(answer, /access-control-allow-origin: \*/i);
    assert.match(answer, /x-content-type-options: nosniff/i);
  });

  it('applies the limits to the server it listens with', () => {
    assert.equal(app.server.headersTimeout, 300);
    assert.equal(app.server.requestTimeout, 600);
  });
});

describe('an app served under a path of the site (the admin at /admin/)', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sf-static-base-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>admin</title>');
  writeFileSync(path.join(root, 'main.0123abcd.js'), 'var admin = 1;');
  const app = createStaticServer({
    root,
    basePath: '/admin/',
    pageHeaders: async () => ({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' }),
  });

  after(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves its files under the path, kept for a year', async () => {
    const answer = await app.inject('/admin/main.0123abcd.js');
    assert.equal(answer.statusCode, 200);
    assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(answer.headers['access-control-allow-origin'], undefined);
  });

  it('answers its page for /admin and every route under it, never kept', async () => {
    for (const url of ['/admin', '/admin/', '/admin/inbox', '/admin/inbox/enquiry-4', '/admin/operators/someone@example.com']) {
      const answer = await app.inject(url);
      assert.equal(answer.statusCode, 200, url);
      assert.match(answer.body, /<title>admin<\/title>/, url);
      assert.equal(answer.headers['cache-control'], 'no-store', url);
      assert.equal(answer.headers['x-robots-tag'], 'noindex, nofollow', url);
    }
  });

  it('answers 404 for a missing built file, for paths outside it and for state changes', async () => {
    for (const url of ['/admin/main.ffffffff.js', '/admin/styles.css', '/', '/inbox', '/administration']) {
      assert.equal((await app.inject(url)).statusCode, 404, url);
    }
    assert.equal((await app.inject({ method: 'POST', url: '/admin/inbox' })).statusCode, 404);
  });

  it('refuses a base path that is not one folder', () => {
    assert.throws(() => createStaticServer({ root, basePath: 'admin' }), /basePath must look like \/admin\//);
  });
});
