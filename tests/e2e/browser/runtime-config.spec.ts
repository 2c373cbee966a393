// config.json is read at run time: pointing the site at an API on another port is a file edit, not a rebuild.
import { expect, test, hostCeiling } from '../support/test';
import { waitForHydration } from '../support/hydration';
import { startProxy, withShellConfig } from '../support/proxy';
import { apiList, escapeRegExp, field, stack } from '../support/stack';

// Changes the stack (switches the shell's config.json): runs alone (support/test.ts).
test.use({ changesStack: true });

// Each test switches the shell's config.json and back, waiting for the rendering server each time (support/proxy.ts).
test.describe.configure({ timeout: hostCeiling(90_000) });

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
  const seen: string[] = [];
  const api = await startProxy(stack.apiBaseUrl, (url) => void seen.push(url));
  try {
    await withShellConfig(
      (config) => ({ ...config, apiBaseUrl: api.url }),
      async () => {
        expect((await (await request.get('/config.json')).json()).apiBaseUrl).toBe(api.url);
        await page.goto('/product');
        await waitForHydration(page);
        const list = page.getByRole('region', { name: 'Products In All Categories' });
        await expect(list.getByText(field(products[0]!, 'title'), { exact: true }).first()).toBeVisible();
        await expect(list.locator('img').first()).toHaveAttribute('src', new RegExp(`^${escapeRegExp(api.url)}/storage/`));
        // The rendering server fetched the list through the new address too.
        expect(seen.some((url) => url.startsWith('/api/products-list'))).toBe(true);
      },
    );
  } finally {
    await api.close();
  }
});
