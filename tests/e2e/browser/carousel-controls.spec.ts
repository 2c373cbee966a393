// Carousel arrows and dots: each one big enough to hit, and visible on whatever is behind it, slide after slide.
// Desktop runs at 1440 px (arrows beside the slides, the hero's inside it), the phone project at 390 px (all inside).
import { expect, test, type Locator } from '../support/test';
import { glyphContrast } from '../support/contrast';
import { siteRoutes, waitForContent, waitForHydration } from '../support/hydration';

/** WCAG 2.2 §1.4.11: the part of a control needed to see it, against what is next to it. */
const NON_TEXT_CONTRAST = 3;
/** WCAG 2.2 §2.5.8. */
const TARGET_SIZE_PX = 24;

test.beforeEach(async ({ page, isMobile }) => {
  if (!isMobile) await page.setViewportSize({ width: 1440, height: 900 });
});

async function expectVisible(control: Locator, where: string) {
  const box = await control.boundingBox();
  expect.soft(box && Math.min(box.width, box.height), `${where}: size`).toBeGreaterThanOrEqual(TARGET_SIZE_PX);
  const { ratio, glyphPixels } = await glyphContrast(control);
  expect.soft(glyphPixels, `${where}: the glyph is painted`).toBeGreaterThan(0);
  expect.soft(ratio, `${where}: glyph against what is behind it`).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
}

test('every carousel on every route: arrows and dots ≥ 24 px, their glyphs ≥ 3:1 against what is behind them on every slide', async ({ page, request }) => {
  test.setTimeout(300_000);
  // Reduced motion: nothing autoplays and a chosen slide shows at once, so each photograph is of a page at rest.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let measured = 0;
  for (const path of await siteRoutes(request)) {
    await page.goto(path);
    // Measured once the loading screens (the hero's lasts 3 s) no longer cover the slides.
    await waitForContent(page);
    const carousels = page.locator('.sf-carousel');
    for (let index = 0; index < (await carousels.count()); index += 1) {
      const carousel = carousels.nth(index);
      const name = `${path} "${await carousel.getAttribute('aria-label')}"`;
      await carousel.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const dots = carousel.locator('.slick-dots button');
      for (let dot = 0; dot < (await dots.count()); dot += 1) await expectVisible(dots.nth(dot), `${name} dot ${dot + 1}`);

      const next = carousel.locator('.slick-next');
      if ((await next.count()) === 0) continue;
      const slides = await carousel.locator('.slick-slide:not(.slick-cloned)').count();
      for (let slide = 1; slide <= slides; slide += 1) {
        for (const arrow of [carousel.locator('.slick-prev'), next]) {
          if (await arrow.isEnabled()) await expectVisible(arrow, `${name} slide ${slide}, ${(await arrow.textContent())?.trim()}`);
          measured += 1;
        }
        if (!(await next.isEnabled())) break;
        const current = await carousel.locator('.slick-current').getAttribute('data-index');
        await next.click();
        await expect(carousel.locator('.slick-current')).not.toHaveAttribute('data-index', current ?? '');
      }
    }
  }
  expect(measured, 'arrows measured').toBeGreaterThan(0);
});

test('the hero: its controls sit clear of the headline, the text and the button of every slide', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const hero = page.locator('.sf-hero');
  const controls = hero.locator('.slick-arrow, .sf-carousel__pause');
  await expect(controls).toHaveCount(3);
  const overlaps = await hero.evaluate((element) => {
    const name = (node: Element) => node.getAttribute('aria-label') ?? node.textContent?.trim() ?? node.className;
    const content = [...element.querySelectorAll('.slick-slide:not(.slick-cloned) .sf-hero__content > *')];
    const found: string[] = [];
    for (const control of element.querySelectorAll('.slick-arrow, .sf-carousel__pause')) {
      const a = control.getBoundingClientRect();
      for (const part of content) {
        const b = part.getBoundingClientRect();
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) found.push(`${name(control)} covers "${part.textContent?.trim().slice(0, 40)}"`);
      }
    }
    return found;
  });
  expect(overlaps).toEqual([]);
});
