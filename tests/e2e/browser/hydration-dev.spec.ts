// The same pages from the development builds (React's development build reports every difference between the server's
// HTML and the first client render, attribute mismatches included, which production builds do not), and any other
// warning React or a library prints while a page loads and hydrates.
import { expect, test } from '@playwright/test';
import { siteRoutes } from '../support/hydration';
import { stack } from '../support/stack';

/**
 * Console lines that are not about our pages: React's one-time DevTools advertisement, and Redux Toolkit's
 * development-only note that its state checks took longer than 32 ms (a measure of how busy the machine is).
 */
const NOT_OURS = /Download the React DevTools|(Immutable|Serializable)StateInvariantMiddleware took \d+ms/;

test.use({ baseURL: stack.dev.urls.shell });

test('development build: every route hydrates with no warning or error in the console', async ({ page, request }) => {
  test.setTimeout(240_000);
  for (const path of await siteRoutes(request)) {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      if (NOT_OURS.test(message.text())) return;
      // The browser's own line for the not-found page's status (the 404 is the point of that page).
      if (message.text().startsWith('Failed to load resource') && new URL(message.location().url).pathname === path) return;
      problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status(), `${path}: served by the development build`).toBe(path === '/no-such-page' ? 404 : 200);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.locator('[data-remote-section]:not([data-section-ready])')).toHaveCount(0);
    expect.soft(problems, `${path}: console`).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
});
