// The site on photo content, as operators make it: every picture field a 4000×3000 camera JPEG of several MB with
// EXIF and a GPS position (`npm run content -- photos`). Visitors must get renditions sized for their screen, link
// previews must be raster 1200×630, and nothing may shift as pictures arrive.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page, hostCeiling } from '../support/test';
import { collectConsoleProblems, scrollToEnd, siteRoutes, waitForHydration } from '../support/hydration';
import { imageSize } from '../support/imageSize';
import { harnessDir, stack } from '../support/stack';

// Changes the stack (imports photo content): runs alone (support/test.ts).
test.use({ changesStack: true });

const ORIGINALS = '/storage/photos/';
const RENDITIONS = '/storage/renditions/';

/** Every picture the page downloaded (URL), whatever asked for it: img, picture source, preload or CSS. */
function recordPictures(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image') urls.push(response.url());
  });
  return urls;
}

/** Sum of layout shifts not caused by input, from the start of the page (buffered). */
const layoutShiftScript = () => {
  const win = window as unknown as { __cls: number };
  win.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) win.__cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

test.describe('photo content', () => {
  test.describe.configure({ mode: 'serial' });
  // Replaces the content (the API stops around each import): once, in the desktop project; phone widths are set here.

  test.beforeAll(async ({ workerStackControl }) => {
    // Generating four camera-sized photos and their renditions on a busy two-core machine.
    test.setTimeout(hostCeiling(240_000));
    // Replaced while the stack serves; the original content comes back in afterAll, or when the worker ends at the latest.
    await workerStackControl.replaceContent(async (_exported, dir) => {
      const photos = path.join(dir, 'photos-bundle.json');
      await workerStackControl.content('photos', photos, '--count', '4');
      return photos;
    });
  });

  test.afterAll(async ({ workerStackControl }) => {
    test.setTimeout(hostCeiling(120_000));
    await workerStackControl.restoreContent();
  });

  test('at 390 px the home page downloads renditions no wider than twice their displayed width, never an original', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      await page.addInitScript(layoutShiftScript);
      const downloaded = recordPictures(page);
      await page.goto(`${stack.urls.shell}/`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');

      expect(
        downloaded.filter((url) => url.includes(ORIGINALS)),
        'no original photo reaches the browser',
      ).toEqual([]);
      const shown = await page
        .locator('img')
        .evaluateAll((images) =>
          (images as HTMLImageElement[])
            .filter((image) => image.complete && image.naturalWidth > 0 && image.getBoundingClientRect().width > 0)
            .map((image) => ({ src: image.currentSrc, natural: image.naturalWidth, displayed: image.getBoundingClientRect().width })),
        );
      const renditions = shown.filter((image) => image.src.includes(RENDITIONS));
      expect(renditions.length, 'the hero and the cards above the fold show renditions').toBeGreaterThan(0);
      for (const image of renditions) {
        expect(image.natural, `${image.src} shown ${Math.round(image.displayed)} px wide`).toBeLessThanOrEqual(
          2 * Math.ceil(image.displayed),
        );
      }
      expect(
        await page.evaluate(() => (window as unknown as { __cls: number }).__cls),
        'no layout shift as photos arrive',
      ).toBeLessThanOrEqual(0.02);
    } finally {
      await context.close();
    }
  });

  test('a product page at 1440 px shows its photo in a modern format without shifting the layout', async ({ browser, request }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      await page.addInitScript(layoutShiftScript);
      const downloaded = recordPictures(page);
      const product = (await (await request.get(`${stack.urls.api}/products-list`)).json()) as
        { id: number }[] | { data: { id: number }[] };
      const id = (Array.isArray(product) ? product : product.data)[0]!.id;
      await page.goto(`${stack.urls.shell}/product-single/${id}`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const main = page.getByRole('main').locator('img').first();
      await expect
        .poll(() => main.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
        .toMatch(/\/storage\/renditions\/[^/]+\/\d+\.avif$/);
      expect(downloaded.filter((url) => url.includes(ORIGINALS))).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.02);
    } finally {
      await context.close();
    }
  });

  test('every page has a link preview: a fetchable 1200×630 JPEG or PNG of at most 300 KB, described', async ({ request }) => {
    for (const route of await siteRoutes(request)) {
      if (route === '/no-such-page') continue;
      const html = await (await request.get(`${stack.urls.shell}${route}`)).text();
      const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
      const url = meta('og:image');
      expect(url, `${route} has og:image`).toBeTruthy();
      expect(meta('og:image:width'), route).toBe('1200');
      expect(meta('og:image:height'), route).toBe('630');
      expect(meta('og:image:alt')?.length ?? 0, `${route} describes its preview picture`).toBeGreaterThan(0);
      expect(meta('twitter:card'), route).toBe('summary_large_image');
      const description = meta('description') ?? '';
      expect(description.length, `${route} description "${description}"`).toBeGreaterThanOrEqual(50);
      expect(description.length, route).toBeLessThanOrEqual(160);

      const picture = await request.get(url!.replace(/&amp;/g, '&'));
      expect(picture.status(), `${route}: ${url}`).toBe(200);
      const bytes = await picture.body();
      expect(bytes.length, `${route}: ${url}`).toBeLessThanOrEqual(300_000);
      expect(imageSize(bytes), `${route}: ${url}`).toMatchObject({ width: 1200, height: 630 });
      expect(picture.headers()['content-type'], url).toMatch(/^image\/(jpeg|png)/);
    }
  });

  test('widgets on a partner page show renditions too, never an original', async ({ page }) => {
    // The demo partner page is many screens long on purpose (hostile CSS pads every div).
    test.setTimeout(hostCeiling(90_000));
    const downloaded = recordPictures(page);
    await page.goto(stack.urls.partner);
    // The widgets' pictures load lazily: bring every one near the viewport.
    await expect(page.locator('starfamily-products')).toBeAttached();
    await expect.poll(() => downloaded.filter((url) => url.includes(RENDITIONS)).length, 'the widgets load renditions').toBeGreaterThan(0);
    await scrollToEnd(page);
    await page.waitForLoadState('networkidle');
    expect(downloaded.filter((url) => url.includes(ORIGINALS))).toEqual([]);
  });

  test('development build: photo pages (<picture>, preloads) hydrate with no warning, and the LCP photo is the preloaded one', async ({
    page,
    request,
  }) => {
    test.setTimeout(hostCeiling(120_000));
    const routes = (await siteRoutes(request)).filter((route) => /^\/($|about|product-single|team-single|event-single)/.test(route));
    for (const route of routes) {
      const problems = collectConsoleProblems(page, route);
      await page.goto(`${stack.dev.urls.shell}${route}`, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      expect.soft(problems, `${route}: console`).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');

      // The preload names the same AVIF candidates as the picture fetched at high priority, so it is fetched once. (React
      // preloads eager plain pictures, the SVG logo, by itself: those have an href, not a srcset.)
      const preload = page.locator('link[rel="preload"][as="image"][imagesrcset]');
      await expect(preload, `${route} preloads its LCP photo`).toHaveCount(1);
      const preloaded = await preload.getAttribute('imagesrcset');
      const priority = page.locator('img[fetchpriority="high"]').first();
      const chosen = await priority.evaluate((image: HTMLImageElement) => image.currentSrc);
      expect(
        preloaded?.split(', ').map((candidate) => candidate.split(' ')[0]),
        route,
      ).toContain(chosen);
    }
  });

  test('no picture leaves the server with its EXIF or GPS position', async ({ request }) => {
    const manifest = (await (await request.get(`${stack.urls.api}/pictures`)).json()) as Record<string, { version: string; kind: string }>;
    const photo = Object.entries(manifest).find(([key, info]) => key.startsWith('photos/') && info.kind === 'raster');
    expect(photo, 'the photos have renditions').toBeTruthy();
    const original = await readFile(path.join(harnessDir, 'storage', photo![0]));
    expect(original.includes(Buffer.from('Exif')), 'the generated original carries EXIF').toBe(true);
    for (const file of ['320.jpg', '320.webp', '320.avif', 'og.jpg']) {
      const bytes = await (await request.get(`${stack.apiBaseUrl}${RENDITIONS}${photo![1].version}/${file}`)).body();
      expect(bytes.includes(Buffer.from('Exif')), `${file} has no EXIF`).toBe(false);
      expect(bytes.includes(Buffer.from('GPS')), `${file} has no GPS`).toBe(false);
    }
  });
});
