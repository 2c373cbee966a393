// React and the other singletons must be loaded once on the composed page: two Reacts break hooks and context.
import { expect, test } from '../support/test';
import { apiList, field, stack } from '../support/stack';
import { waitForHydration } from '../support/hydration';

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit'];

test('the composed home page loads each shared singleton once, from one provider', async ({ page }) => {
  // Every script delivered, to prove that only the shell's server ships React.
  const shellOrigin = new URL(stack.urls.shell).origin;
  const appOrigins = stack.apps.map((app) => new URL(stack.urls[app]).origin);
  const scripts: Promise<{ url: string; fromShell: boolean; body: string }>[] = [];
  page.on('response', (response) => {
    const origin = new URL(response.url()).origin;
    if (appOrigins.includes(origin) && response.url().endsWith('.js')) {
      scripts.push(response.text().then((body) => ({ url: response.url(), fromShell: origin === shellOrigin, body })));
    }
  });

  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Our Services' })).toBeVisible();
  await expect(main.getByRole('heading', { name: /^team members$/i })).toBeVisible();
  // The server's HTML shows the sections before any script (the loader lifts by CSS): the share scope is read once
  // the page has hydrated and every section has loaded its code.
  await waitForHydration(page);

  // window.__FEDERATION__.__SHARE__: instance ("shell:0.1.0") -> scope -> package -> version -> entry.
  // An entry actually in use has `loaded: true` and its module factory in `lib`.
  const loaded = await page.evaluate((packages): Record<string, Record<string, string[]>> | null => {
    type Entry = { loaded?: boolean; lib?: unknown; from: string };
    const share = (
      window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> } }
    ).__FEDERATION__?.__SHARE__;
    if (!share) return null;
    return Object.fromEntries(
      Object.entries(share).map(([instance, scopes]) => [
        instance.split(':')[0],
        Object.fromEntries(
          packages.map((pkg) => [
            pkg,
            Object.entries(scopes.default?.[pkg] ?? {})
              .filter(([, entry]) => entry.loaded === true || typeof entry.lib === 'function')
              .map(([version, entry]) => `${version} from ${entry.from}`),
          ]),
        ),
      ]),
    );
  }, SINGLETONS);

  expect(loaded, 'window.__FEDERATION__.__SHARE__ exists').not.toBeNull();
  // With one federation runtime in the page the remotes' containers join the shell's share scope (no scope of their
  // own); every scope there is sees exactly one loaded copy, provided by the shell.
  expect(Object.keys(loaded!)).toContain('shell');
  expect(stack.apps).toEqual(expect.arrayContaining(Object.keys(loaded!)));
  for (const [instance, packages] of Object.entries(loaded!)) {
    for (const pkg of SINGLETONS) {
      expect(packages[pkg], `${instance}: loaded copies of ${pkg}`).toHaveLength(1);
      expect(packages[pkg]![0], `${instance}: ${pkg}`).toMatch(/ from shell$/);
    }
  }

  // Production React builds link their errors to react.dev/errors: the shell's scripts contain React (so the marker
  // is real), and no script from a remote's server does.
  const delivered = await Promise.all(scripts);
  const withReact = delivered.filter((script) => script.body.includes('react.dev/errors'));
  expect(withReact.filter((script) => script.fromShell).length, 'React came from the shell').toBeGreaterThan(0);
  expect(delivered.filter((script) => !script.fromShell).length, 'remote scripts were fetched').toBeGreaterThan(0);
  expect(withReact.filter((script) => !script.fromShell).map((script) => script.url)).toEqual([]);
});

test("a remote's standalone page carries its own federation runtime, and lends it to the remotes it loads", async ({ page, request }) => {
  const [product] = await apiList(request, '/products-list');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${stack.urls.catalogue}/product-single/${Number(product!.id)}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: field(product!, 'title') })).toBeVisible();
  // The enquiry form comes from the contact remote, whose container has no runtime of its own.
  await expect(main.getByRole('button', { name: 'Send Message' })).toBeVisible();
  expect(
    await page.evaluate(() => (globalThis as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })._FEDERATION_RUNTIME_CORE_FROM?.name),
  ).toBe('catalogue_standalone');
  expect(errors).toEqual([]);
});

test('on the composed site the shell provides the one federation runtime', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  expect(
    await page.evaluate(() => (globalThis as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })._FEDERATION_RUNTIME_CORE_FROM?.name),
  ).toBe('shell');
});
