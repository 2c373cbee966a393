// The production static servers' HTTP contract, checked on the running test stack.
import { expect, test } from '@playwright/test';
import { stack } from '../support/stack';

test('remote entry and manifest: cross-origin readable, revalidated on every load', async ({ request }) => {
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    const response = await request.get(`${stack.urls.catalogue}/${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['access-control-allow-origin'], file).toBe('*');
    expect(response.headers()['cache-control'], file).toBe('no-cache');
  }
});

test('content-hashed assets are immutable for a year; index.html is not', async ({ request }) => {
  const index = await request.get('/');
  expect(index.headers()['cache-control']).toBe('no-cache');
  // The HTML is minified: attribute quotes are optional.
  const script = /<script[^>]+src="?\/?([^"\s>]+\.[0-9a-f]{8}\.js)/.exec(await index.text())?.[1];
  expect(script, 'index.html references a hashed main script').toBeTruthy();

  const asset = await request.get(`/${script}`);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['access-control-allow-origin']).toBe('*');
});

test('routes get a rendered page; missing files get 404', async ({ request }) => {
  const deepLink = await request.get('/product-single/1');
  expect(deepLink.status()).toBe(200);
  expect(deepLink.headers()['content-type']).toContain('text/html');
  expect(await deepLink.text()).toMatch(/<div id="?root"?>[\s\S]*<a class="sf-skip-link"/);

  const missing = await request.get('/no-such-chunk.0123abcd.js');
  expect(missing.status()).toBe(404);
});

test('text responses are gzipped for clients that accept it', async ({ request }) => {
  const plain = await request.get(`${stack.urls.catalogue}/remoteEntry.js`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const gzipped = await request.get(`${stack.urls.catalogue}/remoteEntry.js`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  // Playwright decodes the body: same script either way.
  expect(await gzipped.text()).toBe(await plain.text());
});
