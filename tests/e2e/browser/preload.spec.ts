// The server names in the head the scripts a page will run, so the browser fetches them at once instead of
// discovering them one round trip at a time (the remotes' containers and route tables, and the page's sections).
import { expect, test } from '../support/test';
import { waitForHydration } from '../support/hydration';

test('the head names the scripts the page runs, and nothing it does not run', async ({ page }) => {
  const loaded = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') loaded.add(response.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href),
  );

  expect(preloads.length, 'scripts named in the head').toBeGreaterThan(10);
  expect(
    preloads.filter((url) => !loaded.has(url)),
    'named but never run',
  ).toEqual([]);
  // Home is all sections: every script of a remote it runs was named (the shell's own come from main.js, one hop away).
  const shellOrigin = new URL(page.url()).origin;
  expect(
    [...loaded].filter((url) => new URL(url).origin !== shellOrigin && !preloads.includes(url)),
    'run but not named',
  ).toEqual([]);
});
