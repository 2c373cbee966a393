// One remote down must cost only its own area, and the visitor can bring it back without a reload.
import { expect, test } from '@playwright/test';
import { startServer, stopServer } from '../support/stack';

test('catalogue down: the rest of home renders, its area offers a retry that works once it is back', async ({ page }) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));

  await stopServer('catalogue');
  try {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(page.getByRole('banner').getByRole('link', { name: 'StarFamily home' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Mon-Fri 8:00AM-6:00PM');
    await expect(main.getByRole('heading', { name: /^team members$/i })).toBeVisible();

    // Every catalogue area on the page (services, projects...) falls back on its own.
    const fallbacks = main.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(fallbacks.first()).toBeVisible();
    await expect(fallbacks.first().getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Our Services' })).toHaveCount(0);

    await startServer('catalogue');
    // A marker on window survives only if the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { __e2eNoReload: true }));
    for (let left = await fallbacks.count(); left > 0; left = await fallbacks.count()) {
      await fallbacks.first().getByRole('button', { name: 'Try again' }).click();
      await expect(fallbacks).toHaveCount(left - 1);
    }
    await expect(main.getByRole('heading', { name: 'Our Services' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __e2eNoReload?: boolean }).__e2eNoReload)).toBe(true);
    expect(pageErrors.map((error) => error.message)).toEqual([]);
  } finally {
    await startServer('catalogue'); // no-op when already running; leaves the stack whole for the next test
  }
});
