// The same pages from the development builds (React's development build reports every difference between the server's
// HTML and the first client render, attribute mismatches included, which production builds do not), and any other
// warning React or a library prints while a page loads and hydrates.
import { expect, test, PHONE, hostCeiling } from '../support/test';
import { collectConsoleProblems, siteRoutes, waitForHydration } from '../support/hydration';
import { stack } from '../support/stack';

test.use({ baseURL: stack.dev.urls.shell });

test('development build: every route hydrates with no warning or error in the console', PHONE, async ({ page, request }) => {
  test.setTimeout(hostCeiling(240_000));
  for (const path of await siteRoutes(request)) {
    const problems = collectConsoleProblems(page, path);
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status(), `${path}: served by the development build`).toBe(path === '/no-such-page' ? 404 : 200);
    await waitForHydration(page);
    expect.soft(problems, `${path}: console`).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
});
