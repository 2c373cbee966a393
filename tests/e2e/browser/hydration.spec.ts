// The server's HTML is hydrated, not replaced: no mismatch on any route, no API request for what the page already
// shows, and the page works afterwards.
import { expect, test, type Page } from '../support/test';
import { HYDRATION_PROBLEM, pauseCarousel, siteRoutes, waitForHydration } from '../support/hydration';
import { apiList, stack } from '../support/stack';

function watch(page: Page) {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (request.url().startsWith(`${stack.urls.api}/`)) apiCalls.push(request.url());
  });
  return { problems, apiCalls };
}

test('every route hydrates without a mismatch and asks the API nothing it already has', async ({ page, request }) => {
  test.setTimeout(120_000);
  for (const path of await siteRoutes(request)) {
    const { problems, apiCalls } = watch(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    // The page has hydrated (a marker only the browser's first commit sets), and so has every remote section, those
    // below the fold too (reached for: they wait until they near the viewport).
    await waitForHydration(page);
    expect.soft(problems, `${path}: hydration`).toEqual([]);
    expect.soft(apiCalls, `${path}: API calls during the first load`).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('request');
    page.removeAllListeners('pageerror');
  }
});

test('after hydration: search, carousel pause, client-side navigation with its own title', async ({ page, request }) => {
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
