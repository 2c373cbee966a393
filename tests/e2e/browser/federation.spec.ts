// React and the other singletons must be loaded once on the composed page: two Reacts break hooks and context.
import { expect, test } from '@playwright/test';
import { stack } from '../support/stack';

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

  // window.__FEDERATION__.__SHARE__: instance ("shell:0.1.0") -> scope -> package -> version -> entry.
  // An entry actually in use has `loaded: true` and its module factory in `lib`.
  const loaded = await page.evaluate((packages): Record<string, Record<string, string[]>> | null => {
    type Entry = { loaded?: boolean; lib?: unknown; from: string };
    const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
      .__FEDERATION__?.__SHARE__;
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
  // All four federation instances took part, and each sees exactly one loaded copy, provided by the shell.
  expect(Object.keys(loaded!).sort()).toEqual([...stack.apps].sort());
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
