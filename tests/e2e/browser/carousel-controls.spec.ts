// Carousel arrows and dots: each one big enough to hit, and visible on whatever is behind it, slide after slide.
// Desktop runs at 1440 px (arrows beside the slides, the hero's inside it), the phone project at 390 px (all inside).
import { expect, test, PHONE, type Locator, hostCeiling } from '../support/test';
import { glyphContrasts } from '../support/contrast';
import { siteRoutes, waitForContent, waitForHydration } from '../support/hydration';
import { SLIDE_NAME, arrowsOf, carouselsIn, dotsOf, shownSlides, slideCount } from '../support/carousel';

/** WCAG 2.2 §1.4.11: the part of a control needed to see it, against what is next to it. */
const NON_TEXT_CONTRAST = 3;
/** WCAG 2.2 §2.5.8. */
const TARGET_SIZE_PX = 24;

test.beforeEach(async ({ page, isMobile }) => {
  if (!isMobile) await page.setViewportSize({ width: 1440, height: 900 });
});

/** Each control (with where it is, for the message): big enough, and its glyph visible on what is behind it. */
async function expectVisible(controls: Array<{ control: Locator; where: string }>) {
  for (const { control, where } of controls) {
    const box = await control.boundingBox();
    expect.soft(box && Math.min(box.width, box.height), `${where}: size`).toBeGreaterThanOrEqual(TARGET_SIZE_PX);
  }
  const measured = await glyphContrasts(controls.map(({ control }) => control));
  measured.forEach(({ ratio, glyphPixels }, index) => {
    const { where } = controls[index]!;
    expect.soft(glyphPixels, `${where}: the glyph is painted`).toBeGreaterThan(0);
    expect.soft(ratio, `${where}: glyph against what is behind it`).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  });
}

test(
  'every carousel on every route: arrows and dots ≥ 24 px, their glyphs ≥ 3:1 against what is behind them on every slide',
  PHONE,
  async ({ page, request }) => {
    test.setTimeout(hostCeiling(300_000));
    // Reduced motion: nothing autoplays and a chosen slide shows at once, so each photograph is of a page at rest.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    let measured = 0;
    for (const path of await siteRoutes(request)) {
      await page.goto(path);
      // Measured once the loading screens (the hero's lasts 3 s) no longer cover the slides.
      await waitForContent(page);
      const carousels = carouselsIn(page);
      for (let index = 0; index < (await carousels.count()); index += 1) {
        const carousel = carousels.nth(index);
        const name = `${path} "${await carousel.getAttribute('aria-label')}"`;
        await carousel.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        const dots = dotsOf(carousel);
        const dotCount = await dots.count();
        await expectVisible(Array.from({ length: dotCount }, (_, dot) => ({ control: dots.nth(dot), where: `${name} dot ${dot + 1}` })));

        const { previous, next } = arrowsOf(carousel);
        if ((await next.count()) === 0) continue;
        const slides = await slideCount(carousel);
        for (let slide = 1; slide <= slides; slide += 1) {
          const enabled: Array<{ control: Locator; where: string }> = [];
          for (const arrow of [previous, next]) {
            if (await arrow.isEnabled())
              enabled.push({ control: arrow, where: `${name} slide ${slide}, ${(await arrow.textContent())?.trim()}` });
            measured += 1;
          }
          await expectVisible(enabled);
          if (!(await next.isEnabled())) break;
          // The first slide on screen is the current one: Next moves it on.
          const current = await shownSlides(carousel).first().getAttribute('aria-label');
          await next.click();
          await expect(shownSlides(carousel).first()).not.toHaveAttribute('aria-label', current ?? '');
        }
      }
    }
    expect(measured, 'arrows measured').toBeGreaterThan(0);
  },
);

test('the hero: its controls sit clear of the headline, the text and the button of every slide', PHONE, async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const hero = page.getByRole('region', { name: 'Welcome to StarFamily' });
  const controls = hero.getByRole('button', { name: /^(Previous|Next|Pause slides)$/ });
  await expect(controls).toHaveCount(3);
  const boxes = (parts: Locator) =>
    parts.evaluateAll((elements) =>
      elements.map((element) => {
        const { left, right, top, bottom } = element.getBoundingClientRect();
        return { name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '', left, right, top, bottom };
      }),
    );
  // Every slide's headline, text and button: the hero fades, so all its slides sit in the same place.
  const content = await boxes(hero.getByRole('group', { name: SLIDE_NAME, includeHidden: true }).locator('.sf-hero__content > *'));
  expect(content.length, 'the hero slides have content').toBeGreaterThan(0);
  const overlaps: string[] = [];
  for (const a of await boxes(controls)) {
    for (const b of content) {
      if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
        overlaps.push(`${a.name} covers "${b.name.slice(0, 40)}"`);
    }
  }
  expect(overlaps).toEqual([]);
});
