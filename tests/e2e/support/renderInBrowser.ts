import type { Page } from '@playwright/test';

/**
 * The server renders with the real content and hands it to the page; for the API answers a test sets up in the
 * browser to count, the page's server state is taken out, so the browser renders the page itself from what it fetches.
 */
export async function renderInBrowser(page: Page, url: string) {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script>window\.__STARFAMILY_SSR__=[\s\S]*?<\/script>/, '');
    await route.fulfill({ response, body });
  });
}
