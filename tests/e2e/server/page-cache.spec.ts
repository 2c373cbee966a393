// Rendered pages kept until content changes (issue 19): answered from memory with a strong ETag, rendered once for a
// burst, shared by the rendering server's processes, and replaced on every rendering server soon after an import.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test, hostCeiling } from '../support/test';
import { apiContentVersion, waitForSiteContent } from '../support/content';
import { field, stack } from '../support/stack';

// Changes the stack (imports content): runs alone (support/test.ts).
test.use({ changesStack: true });

const root = path.resolve(import.meta.dirname, '../../..');
/** Two browser versions of one phone, as Chromium sends them: the User-Agent differs, the device class does not. */
const PHONE_CHROME_126 =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const PHONE_CHROME_131 =
  'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESKTOP_CHROME_131 = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DESKTOP_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A second rendering server on the same API and remotes (one process, a port the system picks). */
async function startSecondShell(): Promise<{ url: string; process: ChildProcess; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'scripts', 'exit-with-parent.mjs'),
      path.join(root, 'shell', 'dist-server', 'server.cjs'),
      '--port',
      '0',
      '--dist',
      path.join(root, 'shell', 'dist'),
      '--config',
      stack.configFiles.shell,
    ],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production', SSR_WORKERS: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /rendering server on \S+:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://localhost:${port}`);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the second rendering server exited (${code}):\n${output}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, process: child, stop };
}

test('a page is kept: the same bytes and ETag again, 304 for its ETag, brotli and gzip, cacheable by a CDN', async () => {
  const url = `${stack.urls.shell}/product?kept=${Date.now()}`;
  const first = await fetch(url, { headers: { 'sec-ch-ua-mobile': '?0' } });
  expect(first.status).toBe(200);
  expect(first.headers.get('x-cache')).toBe('MISS');
  const etag = first.headers.get('etag')!;
  expect(etag).toMatch(/^"[\w-]{27}"$/);
  expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
  expect(first.headers.get('vary')).toBe('Accept-Encoding, Sec-CH-UA-Mobile');
  const body = await first.text();

  const again = await fetch(url, { headers: { 'sec-ch-ua-mobile': '?0' } });
  expect(again.headers.get('x-cache')).toBe('HIT');
  expect(again.headers.get('etag')).toBe(etag);
  expect(await again.text()).toBe(body);
  const notModified = await fetch(url, { headers: { 'sec-ch-ua-mobile': '?0', 'if-none-match': etag } });
  expect(notModified.status).toBe(304);
  expect(notModified.headers.get('etag')).toBe(etag);

  // fetch decodes what it asked for: the same page in each encoding.
  for (const encoding of ['br', 'gzip', 'identity']) {
    const encoded = await fetch(url, { headers: { 'sec-ch-ua-mobile': '?0', 'accept-encoding': encoding } });
    expect(encoded.headers.get('content-encoding'), encoding).toBe(encoding === 'identity' ? null : encoding);
    expect(await encoded.text(), encoding).toBe(body);
  }

  // A phone gets the phone layout: a page of its own.
  const phone = await fetch(url, { headers: { 'sec-ch-ua-mobile': '?1' } });
  expect(phone.headers.get('x-cache')).toBe('MISS');
  expect(phone.headers.get('etag')).not.toBe(etag);
});

/**
 * What a standard HTTP cache (RFC 9111 §4.1) stores a response under: the URL, plus the value of each request header
 * the response's Vary names. Two requests with the same key are served one stored copy.
 */
function httpCacheKey(url: string, requestHeaders: Record<string, string>, vary: string): string {
  const headers = new Headers(requestHeaders);
  return [url, ...vary.split(',').map((name) => `${name.trim().toLowerCase()}=${headers.get(name.trim()) ?? ''}`)].join('\n');
}

test('an HTTP cache keeps one copy per page and device class: two browser versions of one class get the same Vary and bytes', async () => {
  const url = `${stack.urls.shell}/?shared=${Date.now()}`;
  const get = async (headers: Record<string, string>) => {
    const answer = await fetch(url, { headers: { 'accept-encoding': 'br', ...headers } });
    expect(answer.status).toBe(200);
    return { headers, vary: answer.headers.get('vary')!, etag: answer.headers.get('etag'), body: await answer.text() };
  };
  for (const [older, newer] of [
    [
      { 'user-agent': PHONE_CHROME_126, 'sec-ch-ua-mobile': '?1' },
      { 'user-agent': PHONE_CHROME_131, 'sec-ch-ua-mobile': '?1' },
    ],
    [
      { 'user-agent': DESKTOP_CHROME_131, 'sec-ch-ua-mobile': '?0' },
      { 'user-agent': DESKTOP_CHROME_131.replace('131.0', '132.0'), 'sec-ch-ua-mobile': '?0' },
    ],
  ]) {
    const [first, second] = [await get(older!), await get(newer!)];
    expect(first.vary).toBe('Accept-Encoding, Sec-CH-UA-Mobile');
    expect(second.vary).toBe(first.vary);
    expect(httpCacheKey(url, second.headers, second.vary)).toBe(httpCacheKey(url, first.headers, first.vary));
    expect(second.etag).toBe(first.etag);
    expect(second.body).toBe(first.body);
  }
  // A browser that states no device class (Firefox, Safari) gets the phone's HTML; a desktop Chromium its own.
  const phone = await get({ 'user-agent': PHONE_CHROME_131, 'sec-ch-ua-mobile': '?1' });
  expect((await get({ 'user-agent': DESKTOP_FIREFOX })).body).toBe(phone.body);
  expect((await get({ 'user-agent': DESKTOP_CHROME_131, 'sec-ch-ua-mobile': '?0' })).etag).not.toBe(phone.etag);
});

test('a burst of 200 concurrent requests for a page not kept yet renders it once, across the server’s processes', async () => {
  const url = `${stack.urls.shell}/about?burst=${Date.now()}`;
  const answers = await Promise.all(
    Array.from({ length: 200 }, async () => {
      const answer = await fetch(url);
      return {
        status: answer.status,
        source: answer.headers.get('x-cache'),
        etag: answer.headers.get('etag'),
        length: (await answer.arrayBuffer()).byteLength,
      };
    }),
  );
  expect(answers.every(({ status }) => status === 200)).toBe(true);
  expect(answers.filter(({ source }) => source === 'MISS')).toHaveLength(1);
  expect(new Set(answers.map(({ etag }) => etag)).size).toBe(1);
});

test('a page that does not exist says 404 and is kept briefly; an old address redirects, kept too', async ({ request }) => {
  const missing = await request.get(`/no-such-page-${Date.now()}`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
  const url = `/shop?redirect=${Date.now()}`;
  for (const source of ['MISS', 'HIT']) {
    const redirect = await request.get(url, { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers()['location']).toMatch(/^\/product\?redirect=/);
    expect(redirect.headers()['x-cache']).toBe(source);
  }
});

test('after a content import every rendering server serves the new text within 2 s of the API having it', async ({ stackControl }) => {
  test.slow(); // three content commands (each a tsx start) and a second rendering server
  const second = await startSecondShell();
  const [product] = (await (await fetch(`${stack.urls.api}/products-list`)).json()) as Array<Record<string, unknown>>;
  const pagePath = `/product-single/${String(product!.id)}`;
  const newTitle = `${field(product!, 'title')} (new crop ${Date.now()})`;
  const servers = [stack.urls.shell, second.url];
  const titleOn = async (server: string) => {
    const html = await (await fetch(`${server}${pagePath}`)).text();
    return html.includes(newTitle);
  };
  try {
    // Both servers keep the page as it is now.
    for (const server of servers) {
      await waitForSiteContent(server);
      await fetch(`${server}${pagePath}`);
      expect((await fetch(`${server}${pagePath}`)).headers.get('x-cache'), server).toBe('HIT');
    }
    const before = await apiContentVersion();
    // Not waiting for the site: how soon each server serves the new text is what this test measures. The original
    // content comes back at the end, or in the fixture's teardown if the test ends before.
    await stackControl.editContent(
      (bundle) => {
        bundle.products.find((row) => row.id === product!.id)!.title = newTitle;
      },
      { waitForSite: false },
    );
    // From the moment the API can tell, each server has 2 s (content-import-live.spec.ts: from the import's end).
    await expect.poll(apiContentVersion, { timeout: hostCeiling(10_000) }).not.toBe(before);
    const since = Date.now();
    const took: Record<string, number> = {};
    await Promise.all(
      servers.map(async (server) => {
        while (!(await titleOn(server))) {
          if (Date.now() - since > 10_000) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        took[server] = Date.now() - since;
      }),
    );
    console.log(`new text served ${JSON.stringify(took)} ms after the API had it`);
    for (const server of servers) expect(took[server], `${server} serves the new title`).toBeLessThanOrEqual(hostCeiling(2_000));
    await stackControl.restoreContent();
  } finally {
    await second.stop();
  }
});
