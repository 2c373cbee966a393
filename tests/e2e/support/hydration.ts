import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Server-rendered controls are in the page before their code: a click before hydration does nothing. Wait until the
 * shell has hydrated and every remote section has mounted its own code (RemoteComponent marks it ready) or shows
 * that it could not (its error boundary's fallback).
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.locator('[data-remote-section]:not([data-section-ready]):not(:has(> .sf-remote-fallback))')).toHaveCount(0);
}

/**
 * Autoplaying carousels move cards away mid-test: stop the one under test with its visible pause control, then wait
 * until a slide change that was under way has ended (react-slick drops the track's transition once it has jumped back
 * from the clones to the real slides), so what is on screen stays put.
 */
export async function pauseCarousel(carousel: Locator) {
  await waitForHydration(carousel.page());
  // Centred, so the shell's fixed header bar does not cover the control.
  await carousel.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await carousel.getByRole('button', { name: 'Pause slides' }).click();
  await expect(carousel.getByRole('button', { name: 'Play slides' })).toHaveAttribute('aria-pressed', 'true');
  await expect(carousel.locator('.slick-track')).not.toHaveAttribute('style', /transition/);
}
