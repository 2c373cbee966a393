// The server's HTML is hydrated, not replaced: no mismatch on any route, no API request for what the page already
// shows, and the page works afterwards.
import { expect, test, type Page } from '@playwright/test';
import { pauseCarousel } from '../support/hydration';
import { apiList, stack } from '../support/stack';

/** What React says when the first client render differs from the HTML (production builds report them by code). */
const HYDRATION_PROBLEM = /hydrat|#418|#423|#425|did not match|server rendered/i;

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

async function routes(request: Parameters<typeof apiList>[0]) {
  const id = async (path: string) => String((await apiList(request, path))[0]!.id);
  return [
    '/',
    '/about',
    '/team',
    `/team-single/${await id('/teams-list')}`,
    '/business',
    '/service',
    `/service-single/${await id('/service')}`,
    '/product',
    `/product-single/${await id('/products-list')}`,
    '/project-s2',
    `/project-single/${await id('/projects-list')}`,
    '/event',
    `/event-single/${await id('/event_list')}`,
    '/contact',
    '/no-such-page',
  ];
}

test('every route hydrates without a mismatch and asks the API nothing it already has', async ({ page, request }) => {
  test.setTimeout(120_000);
  for (const path of await routes(request)) {
    const { problems, apiCalls } = watch(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    // The page has hydrated (a marker only the browser's first commit sets) and, the network being idle, so have the
    // remote sections whose code arrived after it.
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
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
