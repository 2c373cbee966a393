// config.json is read at run time: pointing the site at an API on another port is a file edit, not a rebuild.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiList, escapeRegExp, field, stack } from '../support/stack';

test("the shell's config.json is served fresh on every load", async ({ request }) => {
  const response = await request.get('/config.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const config = await response.json();
  expect(config).toEqual({
    apiBaseUrl: stack.apiBaseUrl,
    remotes: {
      catalogue: `${stack.urls.catalogue}/remoteEntry.js`,
      company: `${stack.urls.company}/remoteEntry.js`,
      contact: `${stack.urls.contact}/remoteEntry.js`,
    },
    loaderMs: 300,
    siteUrl: stack.urls.shell,
  });
});

test('moving the API to another port needs only a new config.json', async ({ page, request }) => {
  const products = await apiList(request, '/products-list');
  // "The API on another port": a pass-through proxy in front of the real one, which also records what it served.
  const api = new URL(stack.apiBaseUrl);
  const seen: string[] = [];
  const proxy = http.createServer((incoming, outgoing) => {
    seen.push(incoming.url ?? '');
    const forward = http.request(
      { host: api.hostname, port: api.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, 'localhost', resolve));
  const movedTo = `http://localhost:${(proxy.address() as AddressInfo).port}`;

  const file = stack.configFiles.shell;
  const original = await readFile(file, 'utf8');
  try {
    await writeFile(file, JSON.stringify({ ...JSON.parse(original), apiBaseUrl: movedTo }));
    expect((await (await request.get('/config.json')).json()).apiBaseUrl).toBe(movedTo);

    await page.goto('/product');
    const list = page.getByRole('region', { name: 'Products In All Categories' });
    await expect(list.getByText(field(products[0]!, 'title'), { exact: true }).first()).toBeVisible();
    await expect(list.locator('img').first()).toHaveAttribute('src', new RegExp(`^${escapeRegExp(movedTo)}/storage/`));
    expect(seen.some((url) => url.startsWith('/api/products-list'))).toBe(true);
  } finally {
    await writeFile(file, original);
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
  }
});
