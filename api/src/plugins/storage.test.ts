// Pictures under /storage: right content type, cacheable, safe headers, and no way out of the storage folder.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, testDrivers, type TestApp } from '../testing/build';
import { STORAGE_CSP } from './securityHeaders';

const SECRET = 'secret-file-content-7f3a';

for (const driver of testDrivers()) {
  describe(`storage files (${driver})`, () => {
    let t: TestApp;
    let parent: string;
    let logo: string;
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
    before(async () => {
      // storage/ inside a folder of its own, so the secret beside it belongs to this test alone.
      parent = await mkdtemp(join(tmpdir(), 'sf-storage-test-'));
      t = await build({ driver, storageDir: join(parent, 'storage') });
      logo = (await t.app.repositories.businessSetup.get())?.logo ?? '';
      // A secret one folder above storage: no request may read it.
      await writeFile(join(t.storageDir, '..', 'secret.txt'), SECRET);
      await writeFile(join(t.storageDir, '.env'), `TOKEN=${SECRET}`);
    });
    after(async () => {
      await t.close();
      await rm(parent, { recursive: true, force: true });
    });

    it('serves a seed picture as SVG with a day of caching, an ETag and Last-Modified', async () => {
      const response = await get(`/storage/${logo}`);
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'image/svg+xml');
      assert.equal(response.headers['cache-control'], 'public, max-age=86400');
      assert.ok(response.headers.etag, 'no ETag');
      assert.ok(response.headers['last-modified'], 'no Last-Modified');
      assert.match(response.body, /^<svg /);
    });

    it('answers 304 when the browser already has the same version', async () => {
      const first = await get(`/storage/${logo}`);
      const again = await get(`/storage/${logo}`, { 'if-none-match': String(first.headers.etag) });
      assert.equal(again.statusCode, 304);
    });

    it('stops an SVG opened directly from running script or sniffing another type', async () => {
      const response = await get(`/storage/${logo}`);
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['content-security-policy'], STORAGE_CSP);
    });

    it('answers a missing file with a JSON 404', async () => {
      const response = await get('/storage/products/no-such-picture.svg');
      assert.equal(response.statusCode, 404);
      assert.equal(response.headers['content-type'], 'application/json; charset=utf-8');
    });

    it('never serves anything outside the storage folder, nor hidden files', async () => {
      const attempts = [
        '/storage/../secret.txt',
        '/storage/%2e%2e/secret.txt',
        '/storage/%2E%2E%2Fsecret.txt',
        '/storage/..%2fsecret.txt',
        '/storage/products/..%2f..%2fsecret.txt',
        '/storage/%252e%252e/secret.txt',
        '/storage//etc/passwd',
        '/storage/%2fetc%2fpasswd',
        `/storage/${logo}%00.txt`,
        '/storage/%00../secret.txt',
        '/storage/..\\secret.txt',
        '/storage/.env',
      ];
      for (const url of attempts) {
        const response = await get(url);
        assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${url} answered ${response.statusCode}`);
        assert.ok(!response.body.includes(SECRET) && !response.body.includes('root:'), `${url} leaked a file`);
      }
    });

    it('lets the local front end load files and call the API across origins during development', async () => {
      for (const url of [`/storage/${logo}`, '/api/health']) {
        const response = await get(url, { origin: 'http://localhost:3001' });
        assert.equal(response.headers['access-control-allow-origin'], 'http://localhost:3001', url);
      }
      const stranger = await get('/api/health', { origin: 'https://evil.example' });
      assert.equal(stranger.headers['access-control-allow-origin'], undefined);
    });
  });
}
