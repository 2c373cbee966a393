import { expect, type Locator, type Page } from '@playwright/test';

// Carousels as assistive technology meets them (the WAI-ARIA APG carousel pattern, shared/src/components/Carousel.tsx):
// a region with aria-roledescription "carousel", slides that are groups labelled "3 of 8", arrows named Previous and
// Next, dots named "Show slide 3 of 8". Tests find them by these names, never by the carousel library's class names.

/** A slide's name: its place among the slides, "3 of 8". */
export const SLIDE_NAME = /^\d+ of \d+$/;

/** Every carousel in `scope`, whatever its name. */
export const carouselsIn = (scope: Page | Locator) => scope.locator('[aria-roledescription="carousel"]');

/**
 * The slides on screen, in order: the others (and the copies a looping carousel keeps beside its slides) are hidden
 * from assistive technology, so role queries leave them out.
 */
export const shownSlides = (carousel: Locator) => carousel.getByRole('group', { name: SLIDE_NAME });

/** Every slide, shown or not, with the copies a looping carousel keeps beside its slides (hidden, inert). */
export const allSlides = (carousel: Locator) => carousel.getByRole('group', { name: SLIDE_NAME, includeHidden: true });

/** How many slides the carousel has, read from the first one on screen ("3 of 8" → 8). */
export async function slideCount(carousel: Locator): Promise<number> {
  const name = await shownSlides(carousel).first().getAttribute('aria-label');
  const total = / of (\d+)$/.exec(name ?? '')?.[1];
  expect(total, `a slide of ${await carousel.getAttribute('aria-label')} is named "n of m"`).toBeTruthy();
  return Number(total);
}

/** The carousel's Previous and Next arrows and its dots, none of them inside a slide. */
export const arrowsOf = (carousel: Locator) => ({
  previous: carousel.getByRole('button', { name: 'Previous', exact: true }),
  next: carousel.getByRole('button', { name: 'Next', exact: true }),
});
export const dotsOf = (carousel: Locator) => carousel.getByRole('button', { name: /^Show slide \d+ of \d+$/ });

/**
 * Nothing in the carousel is moving: no CSS transition runs in it (a slide change, a fade), now or two frames later (a
 * slide change already asked for has started by then), so what is on screen stays put. Read through the Web Animations
 * API, which lists the running CSS transitions whoever starts them.
 */
export async function expectCarouselStill(carousel: Locator) {
  await expect
    .poll(
      () =>
        carousel.evaluate(async (element) => {
          const moving = () =>
            element
              .getAnimations({ subtree: true })
              .filter((animation) => animation instanceof CSSTransition && animation.playState === 'running')
              .map((animation) => (animation as CSSTransition).transitionProperty);
          const before = moving();
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          return [...before, ...moving()];
        }),
      { message: `${await carousel.getAttribute('aria-label')}: no slide change under way` },
    )
    .toEqual([]);
}
