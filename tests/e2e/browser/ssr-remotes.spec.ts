// The rendering server and the remotes it loads at run time: a remote's server build down, and a remote redeployed.
import type { AddressInfo } from 'node:net';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, hostCeiling } from '../support/test';
import { serveStatic } from '../../../shared/server/staticServer.js';
import { HYDRATION_PROBLEM } from '../support/hydration';
import { startProxy, withShellConfig } from '../support/proxy';
import { apiList, field, stack } from '../support/stack';

// Changes the stack (switches the shell's config.json and redeploys a remote): runs alone (support/test.ts).
test.use({ changesStack: true });

// Each test switches the shell's config.json and back, waiting for the rendering server each time (support/proxy.ts).
test.describe.configure({ timeout: hostCeiling(90_000) });

/** Points the shell's config.json at another catalogue. */
const withCatalogueAt = (url: string, run: () => Promise<void>) =>
  withShellConfig((config) => ({ ...config, remotes: { ...config.remotes, catalogue: `${url}/remoteEntry.js` } }), run);

/** The catalogue behind a proxy that answers 503 for the paths `blocked` picks (its browser or its server build). */
const catalogueProxy = (blocked: (url: string) => boolean) =>
  startProxy(stack.urls.catalogue, (url) => (blocked(url) ? { status: 503, body: 'down' } : undefined));

async function homeHtml(request: APIRequestContext) {
  const response = await request.get('/');
  return { status: response.status(), html: await response.text() };
}

test("a remote's server build down: 200, the other sections rendered, that one rendered by the browser", async ({ page, request }) => {
  const services = await apiList(request, '/service');
  const team = await apiList(request, '/teams-list');
  const serviceName = field(services[0]!, 'serviceName');
  // The catalogue's browser build is served as usual; its server build answers 503.
  const proxy = await catalogueProxy((url) => url.startsWith('/server/'));
  const proxyUrl = proxy.url;
  try {
    await withCatalogueAt(proxyUrl, async () => {
      await expect.poll(async () => (await homeHtml(request)).html.includes(proxyUrl), { timeout: hostCeiling(15_000) }).toBe(true);
      const { status, html } = await homeHtml(request);
      expect(status).toBe(200);
      expect(html).toContain(field(team[0]!, 'full_name'));
      // (The footer lists service names too: look for the section itself.)
      expect(html).not.toContain('id="home-services-carousel-heading"');

      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto('/');
      // The browser loads the catalogue's browser build and renders the section itself.
      await expect(page.getByRole('main').getByText(serviceName, { exact: true }).first()).toBeVisible();
      expect(problems).toEqual([]);
    });
  } finally {
    await proxy.close();
  }
});

test("a remote's browser build down after the server rendered its sections: the server's HTML stays", async ({ page, request }) => {
  const proxy = await catalogueProxy((url) => !url.startsWith('/server/') && url.endsWith('.js'));
  try {
    await withCatalogueAt(proxy.url, async () => {
      // Wait until the server has loaded the catalogue's server build through the proxy and rendered its sections.
      const rendered = async () => {
        const { html } = await homeHtml(request);
        return { fromProxy: html.includes(proxy.url), services: html.includes('id="home-services-carousel-heading"') };
      };
      await expect.poll(rendered, { timeout: hostCeiling(15_000) }).toEqual({ fromProxy: true, services: true });
      await page.goto('/', { waitUntil: 'networkidle' });
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Our Services', exact: true })).toBeVisible();
      await expect(main.getByRole('alert').filter({ hasText: 'Our Services: this section could not be loaded' })).toHaveCount(0);
    });
  } finally {
    await proxy.close();
  }
});

test('a remote redeployed at a new URL is rendered by the running server, and hydrates', async ({ page }) => {
  // "The new version": a copy of the catalogue's build whose services heading says so, in both builds.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'starfamily-redeploy-'));
  const dist = path.join(dir, 'dist');
  await cp(path.join(import.meta.dirname, '../../../catalogue/dist'), dist, { recursive: true });
  const files = [...(await readdir(dist)), ...(await readdir(path.join(dist, 'server'))).map((file) => `server/${file}`)];
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const full = path.join(dist, file);
    await writeFile(full, (await readFile(full, 'utf8')).replaceAll('"Our Services"', '"Our Services, v2"'));
  }
  const server = await serveStatic({ root: dist, port: 0, host: 'localhost', crossOrigin: true });
  const url = `http://localhost:${(server.server.address() as AddressInfo).port}`;
  try {
    await withCatalogueAt(url, async () => {
      await expect
        .poll(async () => (await (await page.request.get('/')).text()).includes('Our Services, v2'), { timeout: hostCeiling(15_000) })
        .toBe(true);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
      });
      await page.goto('/', { waitUntil: 'networkidle' });
      await expect(page.getByRole('main').getByRole('heading', { name: 'Our Services, v2' })).toBeVisible();
      expect(problems).toEqual([]);
    });
  } finally {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
});
