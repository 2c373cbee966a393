// The production static servers' HTTP contract, checked on the running test stack.
import { createHash } from 'node:crypto';
import { expect, test } from '../support/test';
import { remoteUrls, stack } from '../support/stack';

test('remote entry and manifest: cross-origin readable, revalidated on every load', async ({ request }) => {
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    const response = await request.get(`${stack.urls.catalogue}/${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['access-control-allow-origin'], file).toBe('*');
    expect(response.headers()['cache-control'], file).toBe('no-cache');
  }
});

test('content-hashed assets are immutable for a year; pages are revalidated', async ({ request }) => {
  const index = await request.get('/');
  expect(index.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
  // The HTML is minified: attribute quotes are optional. A rendered page preloads main.js from the head (and starts it
  // after the first paint); the template has it as a deferred script.
  const script = /<(?:script[^>]+src|link rel="preload" as="script"[^>]+href)="?\/?([^"\s>]+\.[0-9a-f]{8}\.js)/.exec(
    await index.text(),
  )?.[1];
  expect(script, 'index.html references a hashed main script').toBeTruthy();

  const asset = await request.get(`/${script}`);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The shell's own files are loaded by its own pages only.
  expect(asset.headers()['access-control-allow-origin']).toBeUndefined();
});

test('every answer is nosniff with a referrer policy; CORS on the files other origins load, never on HTML', async ({ request }) => {
  const remoteEntry = await request.get(`${stack.urls.catalogue}/remoteEntry.js`);
  const remoteCss = /"([^"]+\.css)"/.exec(await (await request.get(`${stack.urls.catalogue}/mf-manifest.json`)).text())?.[1];
  expect(remoteCss, 'the catalogue has a stylesheet').toBeTruthy();
  const answers = {
    'shell page': await request.get('/'),
    'shell 404 page': await request.get('/no-such-page'),
    'shell missing file': await request.get('/no-such-file.js'),
    'remote entry': remoteEntry,
    'remote stylesheet': await request.get(`${stack.urls.catalogue}/${remoteCss!.replace(/^\/+/, '')}`),
    'widget.js': await request.get(`${stack.urls.company}/widget.js`),
    'standalone page': await request.get(`${stack.urls.contact}/`),
    'partner page': await request.get(`${stack.urls.partner}/`),
  };
  for (const [name, response] of Object.entries(answers)) {
    expect.soft(response.headers()['x-content-type-options'], name).toBe('nosniff');
    expect.soft(response.headers()['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
    const html = (response.headers()['content-type'] ?? '').startsWith('text/html');
    const remoteFile = !html && !name.startsWith('shell');
    expect.soft(response.headers()['access-control-allow-origin'], name).toBe(remoteFile ? '*' : undefined);
    if (html) {
      expect.soft(response.headers()['content-security-policy'], name).toMatch(/frame-ancestors 'self'/);
      expect.soft(response.headers()['x-frame-options'] ?? 'SAMEORIGIN', name).toBe('SAMEORIGIN');
    }
  }
});

test("the shell's pages: a strict policy that names the remotes and API, and each inline script by its hash", async ({ request }) => {
  for (const path of ['/', '/product']) {
    const response = await request.get(path);
    const policy = response.headers()['content-security-policy'] ?? '';
    const directive = (name: string) => new RegExp(`(?:^|; )${name} ([^;]+)`).exec(policy)?.[1]?.split(' ') ?? [];
    const html = await response.text();
    // Every executable inline script is allowed by its hash (a kept page is sent again as it is: no per-answer nonce);
    // JSON-LD is data, not script.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/application\/ld\+json/.test(attributes!),
    );
    expect(inline.length, path).toBeGreaterThan(0);
    for (const [, attributes, text] of inline) {
      expect(attributes, path).not.toContain('nonce');
      expect(directive('script-src'), path).toContain(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
    }
    expect(directive('script-src'), path).toEqual(expect.arrayContaining(["'self'", ...remoteUrls]));
    expect(directive('script-src').join(' '), path).not.toMatch(/unsafe-inline|unsafe-eval|\*|nonce-/);
    expect(directive('connect-src'), path).toContain(stack.apiBaseUrl);
    expect(directive('img-src'), path).toContain(stack.apiBaseUrl);
    expect(directive('object-src'), path).toEqual(["'none'"]);
    expect(directive('base-uri'), path).toEqual(["'self'"]);
    expect(directive('frame-ancestors'), path).toEqual(["'self'"]);
  }
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
