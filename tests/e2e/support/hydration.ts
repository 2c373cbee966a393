import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectCarouselStill } from './carousel';
import { hostCeiling } from '../../../shared/server/hostSpeed.js';

/** What React says when the first client render differs from the HTML (production builds report them by code). */
export const HYDRATION_PROBLEM = /hydrat|#418|#423|#425|did not match|server rendered/i;

/**
 * Console lines that are not about our pages: React's one-time DevTools advertisement, Redux Toolkit's
 * development-only note that its state checks took longer than 32 ms, and Chromium's note that a script preloaded at
 * low priority was not run within a few seconds of the load event (both measures of how busy the machine is: a
 * development build starts slowly; a preloaded picture that goes unused is still reported).
 */
const NOT_OURS =
  /Download the React DevTools|(Immutable|Serializable)StateInvariantMiddleware took \d+ms|^The resource \S+\.js was preloaded using link preload but not used within a few seconds/;

/**
 * Every warning, error and uncaught exception the page reports from now on (a development build reports each hydration
 * difference there), but the browser's own line for a 404 page's status. Remove the page's listeners when done.
 */
export function collectConsoleProblems(page: Page, path: string): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (NOT_OURS.test(message.text())) return;
    if (message.text().startsWith('Failed to load resource') && new URL(message.location().url).pathname === path) return;
    problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * One address of every kind of page the site has: the first address of each kind in the sitemap (which the shell makes
 * from the remotes' route tables, items with their ids), then the pages kept out of it on purpose (`noindex`: the
 * quote basket, a visitor's own page), and an unknown one. A page a remote adds is walked by every test that uses this.
 */
export async function siteRoutes(request: APIRequestContext): Promise<string[]> {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status(), '/sitemap.xml').toBe(200);
  const kinds = new Map<string, string>();
  for (const [, loc] of (await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc!).pathname;
    const kind = path.split('/')[1]!;
    if (!kinds.has(kind)) kinds.set(kind, path);
  }
  expect(kinds.size, 'the sitemap lists pages').toBeGreaterThan(1);
  // The quote basket and the search results page are not in the sitemap (not indexed) but are pages all the same.
  return [...kinds.values(), '/quote', '/search?q=con', '/no-such-page'];
}

/** Remote sections that have neither mounted their own code nor shown their error boundary's fallback. */
const WAITING_SECTIONS = '[data-remote-section]:not([data-section-ready]):not(:has(> .sf-remote-fallback))';

/**
 * Server-rendered controls are in the page before their code: a click before hydration does nothing. Wait until the
 * shell has hydrated and every remote section has mounted its own code (RemoteComponent marks it ready) or shows
 * that it could not (its error boundary's fallback). A section below the fold hydrates only when it nears the viewport
 * or a visitor reaches for it (shared/src/federation/sectionDemand.ts): each waiting one is reached for, as a pointer
 * passing over it would, so the page stays scrolled where the test left it.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(async () => {
    await page
      .locator(WAITING_SECTIONS)
      .evaluateAll((sections) => sections.forEach((section) => section.dispatchEvent(new PointerEvent('pointerover'))));
    await expect(page.locator(WAITING_SECTIONS)).toHaveCount(0, { timeout: hostCeiling(2_000) });
  }).toPass({ timeout: hostCeiling(10_000) });
}

/**
 * Hydrated, and every loading screen gone (the spec's 3 s loader over a new page, the hero's over its slides): until
 * then the content under it is inert, out of reach of Tab, and covered on screen.
 */
export async function waitForContent(page: Page) {
  await waitForHydration(page);
  await expect(page.locator('.sf-loading-screen')).toHaveCount(0);
}

/**
 * Autoplaying carousels move cards away mid-test: stop the one under test with its visible pause control, then wait
 * until a slide change that was under way has ended, so what is on screen stays put.
 */
export async function pauseCarousel(carousel: Locator) {
  await waitForHydration(carousel.page());
  const pause = carousel.getByRole('button', { name: 'Pause slides' });
  // The control itself in the middle of the screen: the header bar, fixed and sliding in once the page is scrolled, can
  // then not cover it between the press (where Playwright checks what it hits) and the release, which would lose the click.
  await pause.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await pause.click();
  await expect(carousel.getByRole('button', { name: 'Play slides' })).toHaveAttribute('aria-pressed', 'true');
  await expectCarouselStill(carousel);
}

/** Scrolls down a screen at a time, a frame apart, until a screen's scroll moves nothing (long phone pages included). */
export async function scrollToEnd(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          for (let step = 0; step < 50; step += 1) {
            const before = window.scrollY;
            window.scrollBy({ top: window.innerHeight, behavior: 'instant' });
            await frame();
            if (window.scrollY === before) return true;
          }
          return false;
        }),
      { timeout: hostCeiling(30_000) },
    )
    .toBe(true);
}
