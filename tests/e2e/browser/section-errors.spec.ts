// A section whose content breaks its rendering (here the API sends hero slides whose titles are objects, not text)
// stays inside its own box: on the server the rest of the page is rendered, in the browser the rest hydrates and works,
// and the broken section says so with a retry.
import { expect, test, hostCeiling } from '../support/test';
import { startProxy, withShellConfig } from '../support/proxy';
import { apiList, field, stack } from '../support/stack';
import { pauseCarousel, waitForHydration } from '../support/hydration';

// Changes the stack (switches the shell's config.json): runs alone (support/test.ts).
test.use({ changesStack: true });

// Each test switches the shell's config.json and back, waiting for the rendering server each time (support/proxy.ts).
test.describe.configure({ timeout: hostCeiling(90_000) });

test('a section that cannot render stays inside its own box, on the server and in the browser', async ({ page, request }) => {
  const slides = await apiList(request, '/hero_list');
  const team = await apiList(request, '/teams-list');
  const broken = JSON.stringify(slides.map((slide) => ({ ...slide, title: { unexpected: 'shape' } })));
  const api = await startProxy(stack.apiBaseUrl, (url) =>
    url.split('?')[0] === '/api/hero_list' ? { status: 200, body: broken, type: 'application/json' } : undefined,
  );
  try {
    await withShellConfig(
      (config) => ({ ...config, apiBaseUrl: api.url }),
      async () => {
        // The server reads the new config within a second (the images then come from the proxy), and renders every
        // other section with its content, leaving the broken one to the browser (React's marker for a boundary
        // rendered on the client). (Booleans, not the page: a failure should not print 100 KB of HTML.)
        const rendered = async () => {
          const response = await request.get('/');
          const html = await response.text();
          return {
            status: response.status(),
            fromProxy: html.includes(api.url),
            team: html.includes(field(team[0]!, 'full_name')),
            services: html.includes('id="home-services-carousel-heading"'),
            heroLeftToBrowser: /data-remote-section="company\/HeroSlider"><!--\$!-->/.test(html),
          };
        };
        await expect
          .poll(rendered, { timeout: hostCeiling(15_000) })
          .toEqual({ status: 200, fromProxy: true, team: true, services: true, heroLeftToBrowser: true });

        const pageErrors: string[] = [];
        page.on('pageerror', (error) => pageErrors.push(error.message));
        await page.goto('/');
        await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
        const main = page.getByRole('main');
        const alert = main.getByRole('alert').filter({ hasText: 'Welcome: this section could not be loaded.' });
        await expect(alert).toBeVisible();
        await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
        await expect(main.getByRole('alert')).toHaveCount(1);
        // Everything else is there and alive: another carousel pauses, a link navigates on the client.
        await expect(main.getByText(field(team[0]!, 'full_name'), { exact: true }).first()).toBeVisible();
        await pauseCarousel(main.getByRole('region', { name: 'Our partners' }));
        expect(pageErrors).toEqual([]);
        await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us', exact: true }).click();
        await expect(page).toHaveURL(/\/contact$/);
        await waitForHydration(page);
        await expect(page).toHaveTitle(/^Contact Us \| StarFamily$/);
      },
    );
  } finally {
    await api.close();
  }
});
