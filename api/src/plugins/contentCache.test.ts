// Content reads from memory with a strong ETag, emptied by any content import: on the same instance, and on every
// instance sharing one PostgreSQL database.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { seedBundle } from '../db/seed';
import { importBundle } from '../content/importBundle';
import { build, json, testDrivers, type TestApp } from '../testing/build';
import { createDatabase } from '../db/database';
import { eventually } from '../testing/eventually';
import { CONTENT_CACHE_CONTROL } from './contentCache';

const titleOf = async (t: TestApp) => json<{ title: string }>(await t.app.inject('/api/product-list/1')).title;

for (const driver of testDrivers()) {
  describe(`content cache (${driver})`, () => {
    let t: TestApp;
    before(async () => {
      t = await build({ driver });
    });
    after(() => t.close());

    it('answers a content read with a strong ETag and a CDN-friendly Cache-Control, then 304 for that ETag', async () => {
      const first = await t.app.inject('/api/products-list');
      assert.equal(first.statusCode, 200);
      const etag = String(first.headers.etag);
      assert.match(etag, /^"[\w-]{27}"$/);
      assert.equal(first.headers['cache-control'], CONTENT_CACHE_CONTROL);
      const again = await t.app.inject({ url: '/api/products-list', headers: { 'if-none-match': etag } });
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');
      assert.equal(again.headers.etag, etag);
      const other = await t.app.inject({ url: '/api/products-list', headers: { 'if-none-match': '"something-else"' } });
      assert.equal(other.statusCode, 200);
      assert.deepEqual(json(other), json(first));
    });

    it('serves the second read from memory, byte for byte, gzipped for clients that accept it', async () => {
      const first = await t.app.inject('/api/service');
      const sizeBefore = t.app.contentCache.size;
      const second = await t.app.inject({ url: '/api/service', headers: { 'accept-encoding': 'gzip, br' } });
      assert.equal(t.app.contentCache.size, sizeBefore);
      assert.equal(second.headers['content-encoding'], 'gzip');
      assert.equal(gunzipSync(second.rawPayload).toString(), first.body);
      assert.equal(second.headers.etag, first.headers.etag);
    });

    it('a hit keeps the CORS answer for an allowed origin, and HEAD has no body', async () => {
      await t.app.inject('/api/teams-list');
      const hit = await t.app.inject({ url: '/api/teams-list', headers: { origin: 'http://localhost:3000' } });
      assert.equal(hit.statusCode, 200);
      assert.equal(hit.headers['access-control-allow-origin'], 'http://localhost:3000');
      const head = await t.app.inject({ method: 'HEAD', url: '/api/teams-list' });
      assert.equal(head.statusCode, 200);
      assert.equal(head.body, '');
    });

    it('over real HTTP, a hit is answered before Fastify with the same bytes and headers, and 304 for its ETag', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}/api/projects-list`;
      t.app.contentCache.invalidate();
      const miss = await fetch(url);
      const hit = await fetch(url);
      assert.equal(hit.status, 200);
      assert.equal(await hit.text(), await miss.text());
      for (const header of ['etag', 'cache-control', 'content-type', 'vary'])
        assert.equal(hit.headers.get(header), miss.headers.get(header), header);
      const notModified = await fetch(url, { headers: { 'if-none-match': miss.headers.get('etag')! } });
      assert.equal(notModified.status, 304);
    });

    it('does not keep errors, health or contact posts', async () => {
      await t.app.inject('/api/product-list/999999');
      await t.app.inject('/api/health');
      const size = t.app.contentCache.size;
      assert.equal((await t.app.inject('/api/product-list/999999')).statusCode, 404);
      assert.equal(t.app.contentCache.size, size);
      assert.equal((await t.app.inject('/api/health')).headers.etag, undefined);
    });

    it('an import on this instance empties the cache at once: the next read has the new content and a new ETag', async () => {
      const before = await t.app.inject('/api/product-list/1');
      const changed = seedBundle();
      changed.products[0]!.title = 'Guji Grade 1 Natural (new crop)';
      await importBundle(t.app.db, changed, { storageDir: t.storageDir });
      await eventually(async () => (await titleOf(t)) === 'Guji Grade 1 Natural (new crop)', 'the new title');
      assert.notEqual((await t.app.inject('/api/product-list/1')).headers.etag, before.headers.etag);
      await importBundle(t.app.db, seedBundle(), { storageDir: t.storageDir });
      await eventually(async () => (await titleOf(t)) !== 'Guji Grade 1 Natural (new crop)', 'the seed title back');
    });
  });
}

if (testDrivers().includes('postgres')) {
  describe('content cache with two API instances on one PostgreSQL', () => {
    let a: TestApp;
    let b: TestApp;
    before(async () => {
      a = await build({ driver: 'postgres' });
      b = await build({ database: a.database, seed: false });
    });
    after(async () => {
      await b.close();
      await a.close();
    });

    it("an import through another connection (the operator's command) reaches both instances", async () => {
      assert.ok(a.database.databaseUrl?.startsWith('postgres'), 'both run on PostgreSQL');
      const original = await titleOf(b);
      await titleOf(a); // both have it cached now
      const operator = createDatabase({ databaseUrl: a.database.databaseUrl });
      try {
        const changed = seedBundle();
        changed.products[0]!.title = 'Sidamo Grade 2 (imported elsewhere)';
        await importBundle(operator.db, changed, { storageDir: a.storageDir });
        await eventually(async () => (await titleOf(a)) === 'Sidamo Grade 2 (imported elsewhere)', 'instance A sees the import');
        await eventually(async () => (await titleOf(b)) === 'Sidamo Grade 2 (imported elsewhere)', 'instance B sees the import');
        await importBundle(operator.db, seedBundle(), { storageDir: a.storageDir });
        await eventually(async () => (await titleOf(b)) === original, 'instance B sees the seed again');
      } finally {
        await operator.close();
      }
    });
  });
}
