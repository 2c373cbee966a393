/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { server as unitTestNetwork } from '@starfamily/shared/testing';
import { watchContentVersion } from '../contentVersion';

// Real HTTP here: the unit tests' request interceptor (which refuses unknown hosts) stays out of this file.
beforeAll(() => unitTestNetwork.close());

/** A real HTTP server standing in for the API's GET /api/content-version (ETag and 304 as the API's content cache). */
async function versionServer() {
  let version = 'a'.repeat(32);
  let requests = 0;
  let notModified = 0;
  let down = false;
  let refused = 0;
  const server = http.createServer((request, response) => {
    requests += 1;
    if (down) {
      // The API going away mid-request: the connection is dropped without an answer.
      refused += 1;
      return request.socket.destroy();
    }
    const etag = `"${version}"`;
    if (request.headers['if-none-match'] === etag) {
      notModified += 1;
      return response.writeHead(304, { etag }).end();
    }
    response.writeHead(200, { 'content-type': 'application/json', etag }).end(JSON.stringify({ version }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    set: (next: string) => {
      version = next;
    },
    get requests() {
      return requests;
    },
    get notModified() {
      return notModified;
    },
    goDown: () => {
      down = true;
    },
    get refused() {
      return refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const until = async (condition: () => boolean, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('content version watcher', () => {
  it('knows the version after its first poll, asks with the ETag, and reports a change', async () => {
    const api = await versionServer();
    const changes: string[] = [];
    const watcher = watchContentVersion({ apiBaseUrl: () => api.url, intervalMs: 20, onChange: (version) => changes.push(version) });
    try {
      await watcher.ready;
      expect(watcher.current()).toBe('a'.repeat(32));
      await until(() => api.notModified >= 2);
      api.set('b'.repeat(32));
      await until(() => watcher.current() === 'b'.repeat(32));
      expect(changes).toEqual(['a'.repeat(32), 'b'.repeat(32)]);
    } finally {
      watcher.stop();
      await api.close();
    }
  });

  it('keeps the last version while the API does not answer, and is null before it ever did', async () => {
    const api = await versionServer();
    const watcher = watchContentVersion({ apiBaseUrl: () => api.url, intervalMs: 20 });
    const never = watchContentVersion({ apiBaseUrl: () => 'http://127.0.0.1:9', intervalMs: 20, timeoutMs: 200 });
    try {
      await Promise.all([watcher.ready, never.ready]);
      api.goDown();
      await until(() => api.refused >= 2);
      expect(watcher.current()).toBe('a'.repeat(32));
      expect(never.current()).toBeNull();
    } finally {
      watcher.stop();
      never.stop();
      await api.close();
    }
  });
});
