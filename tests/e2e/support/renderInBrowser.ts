import type { Page } from '@playwright/test';

/**
 * The server renders with the real content and hands its state to the page. For API answers a test sets up in the
 * browser, the page ignores that state (the inline script's assignment goes nowhere), so the browser renders the page
 * itself from what it fetches. (Rewriting the document with route.fulfill instead would make Chromium treat the page
 * as public and block its requests to the loopback servers.)
 */
export async function renderInBrowser(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, '__STARFAMILY_SSR__', { configurable: true, get: () => undefined, set: () => undefined });
  });
}
