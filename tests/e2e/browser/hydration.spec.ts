// The server's HTML is hydrated, not replaced: no mismatch on any route, no API request for what the page already
// shows, and the page works afterwards.
import { expect, test, PHONE, type ConsoleMessage, type Page, type Request, hostCeiling } from '../support/test';
import { watchCspViolations } from '../support/csp';
import { HYDRATION_PROBLEM, pauseCarousel, scrollToEnd, siteRoutes, waitForHydration } from '../support/hydration';
import { apiList, stack } from '../support/stack';

/** Hydration problems and API requests from now on, until `stop()`. */
function watch(page: Page) {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text()))
      problems.push(message.text());
  };
  const onError = (error: Error) => problems.push(error.message);
  const onRequest = (request: Request) => {
    if (request.url().startsWith(`${stack.urls.api}/`)) apiCalls.push(request.url());
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  const stop = () => {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('request', onRequest);
  };
  return { problems, apiCalls, stop };
}

test(
  'every route hydrates without a mismatch, asks the API nothing it already has, and scrolls to its end without a CSP violation',
  PHONE,
  async ({ page, request }) => {
    test.setTimeout(hostCeiling(180_000));
    // One walk for both checks of the finished page (each route loaded once): hydration, then the CSP with everything loaded.
    const cspViolations = await watchCspViolations(page);
    for (const path of await siteRoutes(request)) {
      const { problems, apiCalls, stop } = watch(page);
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
      // The page has hydrated (a marker only the browser's first commit sets), and so has every remote section, those
      // below the fold too (reached for: they wait until they near the viewport).
      await waitForHydration(page);
      expect.soft(problems, `${path}: hydration`).toEqual([]);
      expect.soft(apiCalls, `${path}: API calls during the first load`).toEqual([]);
      stop();
      // Every lazily loaded section and picture has come: loaded, hydrated and scrolled to the end.
      await scrollToEnd(page);
      await page.waitForLoadState('networkidle');
      expect.soft(await cspViolations(), `${path}: CSP`).toEqual([]);
    }
  },
);

test('after hydration: search, carousel pause, client-side navigation with its own title', PHONE, async ({ page, request }) => {
  const { problems } = watch(page);
  const products = await apiList(request, '/products-list');
  await page.goto('/', { waitUntil: 'networkidle' });
  await pauseCarousel(page.locator('[aria-roledescription="carousel"]').first());

  await page.goto(`/product-single/${String(products[1]!.id)}`, { waitUntil: 'networkidle' });
  const title = String(products[1]!.title);
  await expect(page).toHaveTitle(`${title} | StarFamily`);
  // A link inside the page navigates on the client and the head follows.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page).toHaveURL(/\/product$/);
  await expect(page).toHaveTitle(/^Products \| StarFamily$/);
  expect(problems).toEqual([]);
});
