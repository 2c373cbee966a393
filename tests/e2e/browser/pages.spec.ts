// The composed site over real HTTP: what each page shows comes from the API, fetched here by the test itself.
import { expect, test, PHONE } from '../support/test';
import { waitForHydration } from '../support/hydration';
import { apiItem, apiList, escapeRegExp, field, stack } from '../support/stack';

test('home composes the header, the catalogue services, the company team section and the footer', async ({ page, request }) => {
  const services = await apiList(request, '/service');
  await page.goto('/');
  await waitForHydration(page);

  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'StarFamily home' })).toBeVisible();
  const main = page.getByRole('main');
  // The footer has an "Our Services" heading of its own: look inside main only.
  await expect(main.getByRole('heading', { name: 'Our Services' })).toBeVisible();
  await expect(main.getByText(field(services[0]!, 'serviceName'), { exact: true }).first()).toBeVisible();
  await expect(main.getByRole('heading', { name: /^team members$/i })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Mon-Fri 8:00AM-6:00PM');
});

test('/product lists the first products from the API, with images served by the API host', async ({ page, request }) => {
  const products = await apiList(request, '/products-list');
  await page.goto('/product');
  await waitForHydration(page);

  const list = page.getByRole('region', { name: 'Products In All Categories' });
  await expect(list.getByRole('heading', { name: 'Products In All Categories' })).toBeVisible();
  await expect(list.getByText(field(products[0]!, 'title'), { exact: true }).first()).toBeVisible();

  const image = list.locator('img').first();
  await expect(image).toHaveAttribute('src', new RegExp(`^${escapeRegExp(stack.apiBaseUrl)}/storage/`));
  // Product images load lazily: bring the first one into view, then wait for real pixels.
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test('/team shows the team members from the API', async ({ page, request }) => {
  const members = await apiList(request, '/teams-list');
  await page.goto('/team');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByText(field(members[0]!, 'full_name'), { exact: true }).first()).toBeVisible();
});

test('/contact shows the business address from the API', async ({ page, request }) => {
  const contact = await apiItem(request, '/contact-info');
  await page.goto('/contact');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByText(field(contact, 'address')).first()).toBeVisible();
});

test('every home section fits the screen width, carousels inside grids included', PHONE, async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('heading', { name: 'CLIENT TESTIMONIAL' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('region', { name: 'Our partners' })).toBeVisible();
  // A grid column sized by its content (`1fr`) once let a slick track stretch a section to millions of pixels.
  const oversized = await page.evaluate(() =>
    [...document.querySelectorAll('main section, main section > *')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > window.innerWidth + 1 || box.height > 5000)
      .map(({ element, box }) => `${element.tagName}.${element.className} ${Math.round(box.width)}x${Math.round(box.height)}`),
  );
  expect(oversized).toEqual([]);
  // Nothing (a carousel arrow, say) makes the page scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
