// The server names in the head the scripts a page will run, so the browser fetches them at once instead of
// discovering them one round trip at a time (shell start-up chunks, remote containers and route tables, sections).
import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/hydration';

test('the head names the scripts the page runs, and nothing it does not run', async ({ page }) => {
  const loaded = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') loaded.add(response.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const preloads = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href));
  const main = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src*="main."]')!.src);

  expect(preloads.length, 'scripts named in the head').toBeGreaterThan(10);
  expect(preloads.filter((url) => !loaded.has(url)), 'named but never run').toEqual([]);
  // Home is all sections: everything it runs besides the entry script itself was named.
  expect([...loaded].filter((url) => url !== main && !preloads.includes(url)), 'run but not named').toEqual([]);
});
