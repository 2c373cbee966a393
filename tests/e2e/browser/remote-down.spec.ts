// One remote down must cost only its own area. The rendering server still holds the code of a remote it has loaded,
// so a page it renders keeps that remote's sections (static: their browser code cannot load); pages the browser has
// to build from that remote say so and offer a retry that works once it is back.
import { expect, test } from '../support/test';

// Changes the stack (stops the catalogue): runs alone (support/test.ts).
test.use({ changesStack: true });

test('catalogue down: home keeps its catalogue sections from the server; a catalogue page offers a retry', async ({
  page,
  stackControl,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  // The rendering server has loaded the catalogue before it goes down.
  await page.goto('/');
  await stackControl.stop('catalogue'); // started again at the end of the test, however it ends
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const main = page.getByRole('main');
  await expect(page.getByRole('banner').getByRole('link', { name: 'StarFamily home' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Mon-Fri 8:00AM-6:00PM');
  await expect(main.getByRole('heading', { name: /^team members$/i })).toBeVisible();
  // The server's HTML of the catalogue's section stays, instead of a blank or an error.
  await expect(main.getByRole('heading', { name: 'Our Services', exact: true })).toBeVisible();
  await expect(main.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);

  // The browser could not read the catalogue's pages: following a link to one says so, with a retry.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Products', exact: true }).click();
  await expect(main.getByRole('heading', { name: 'This page is temporarily unavailable' })).toBeVisible();
  await stackControl.start('catalogue');
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Products In All Categories' })).toBeVisible();
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});
