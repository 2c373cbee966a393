// Keyboard and screen-reader journeys: what happens to focus and to what is announced when a visitor moves around
// the site without a mouse.
import { expect, test, PHONE, type Locator, type Page } from '../support/test';
import { contrast, focusIndicator } from '../support/contrast';
import { waitForContent, waitForHydration } from '../support/hydration';
import { shownSlides } from '../support/carousel';
import { apiList, field } from '../support/stack';

const main = (page: Page) => page.getByRole('main');

/** The focus ring's two tones: the outline and the band inside it. */
async function ringColours(control: Locator) {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outline: style.outlineColor, outlineWidth: style.outlineWidth, band: /rgb\([^)]+\)/.exec(style.boxShadow)?.[0] ?? '' };
  });
}

test('Tab starts at the skip link, which moves focus to the page', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

/** What Tab reaches next: its accessible name (label or text), where it is, and whether it can be seen. */
async function tabTo(page: Page) {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const box = element.getBoundingClientRect();
    return {
      name: (element.getAttribute('aria-label') ?? element.innerText ?? '').trim(),
      href: element.getAttribute('href') ?? '',
      inBanner: Boolean(element.closest('header')),
      inMain: Boolean(element.closest('main')),
      visible:
        element.checkVisibility() && box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth,
    };
  });
}

test(
  'Tab through the header: skip link, top bar, logo, the menu in the spec order (submenus included), search, the quote basket, Contact Us; each stop visible',
  PHONE,
  async ({ page, request, isMobile }) => {
    const categories = (await apiList(request, '/pro-categ-name')).map((category) => field(category, 'name'));
    const projects = await apiList(request, '/projects-list');
    await page.goto('/about');
    await waitForContent(page);

    const stops = [];
    for (let stop = await tabTo(page); !stop.inMain; stop = await tabTo(page)) {
      stops.push(stop);
      expect(stops.length, 'Tab reaches the page after the header').toBeLessThan(60);
    }
    for (const stop of stops) expect(stop.visible, `"${stop.name}" is on screen when it has focus`).toBe(true);
    expect(
      stops.slice(1).every((stop) => stop.inBanner),
      'every stop before the page is in the header',
    ).toBe(true);

    const social = stops.filter((stop) => /^https?:/.test(stop.href)).map((stop) => stop.name);
    expect(social.length).toBeGreaterThan(0);
    const menu = isMobile
      ? [] // the phone's menu is behind its toggle (the phone menu test below)
      : [
          'Home',
          'About Us',
          'About',
          'Team',
          'Our Business',
          'Services',
          'Products',
          ...categories,
          ...(projects.length > 0 ? ['Projects'] : []),
          'Events',
          'Contact',
        ];
    const ending = isMobile ? ['Search pages', 'Quote basket, empty', 'Open menu'] : ['Search pages', 'Quote basket, empty', 'Contact Us'];
    expect(stops.map((stop) => stop.name)).toEqual([
      'Skip to content',
      expect.stringMatching(/\d/),
      expect.stringMatching(/@/),
      ...social,
      'StarFamily home',
      ...menu,
      ...ending,
    ]);
    expect(stops[1]!.href).toMatch(/^tel:/);
    expect(stops[2]!.href).toMatch(/^mailto:/);
  },
);

test('a submenu shown by focus: Escape hides it and returns focus to its entry, Tab goes on to the next entry, and coming back shows it again', async ({
  page,
}) => {
  await page.goto('/');
  await waitForContent(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'About Us' }).focus();
  await page.keyboard.press('Tab');
  const team = nav.getByRole('link', { name: 'Team' });
  await page.keyboard.press('Tab');
  await expect(team).toBeFocused();
  await expect(team).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused();
  await expect(team).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Services' })).toBeFocused();
  // Back on the entry after leaving it: its submenu shows again.
  await page.keyboard.press('Shift+Tab');
  await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused();
  await expect(team).toBeVisible();
});

test('following a link: the new title, focus on its main heading, and the title announced', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us', exact: true }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page).toHaveTitle(/^Contact Us \| StarFamily$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Contact Us' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Contact Us | StarFamily' })).toHaveCount(1);
});

test('contact form: an invalid submit moves focus to the first invalid field, by mouse and by keyboard', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  const form = main(page);
  const send = form.getByRole('button', { name: 'Send Message' });
  await send.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await send.click();
  await expect(form.getByLabel('Full name')).toBeFocused();
  await expect(send).toBeEnabled();
  await form.getByLabel('Full name').fill('Almaz Bekele');
  await form.getByLabel('Email').fill('almaz@example.com');
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Message')).toBeFocused();
  await expect(form.getByLabel('Message')).toHaveAccessibleDescription('Please enter a message.');
});

test('home has exactly one h1', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/StarFamily/);
});

test(
  'the focus indicator shows on every background the site uses: two tones ≥ 3:1 apart, and a change ≥ 3:1 at least a 2 px perimeter large',
  PHONE,
  async ({ page, isMobile }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // the hero holds still between the photographs
    await page.goto('/');
    await waitForContent(page);
    const banner = page.getByRole('banner');
    const places: Record<string, Locator> = {
      'top bar (dark)': banner.locator('a[href^="tel:"]'),
      'header (light)': isMobile ? banner.locator('.sf-search > summary') : banner.getByRole('link', { name: 'Services' }),
      'green button on light': isMobile ? banner.locator('.sf-mobile-menu > summary') : banner.getByRole('link', { name: 'Contact Us' }),
      'hero (dark picture)': shownSlides(page.getByRole('region', { name: 'Welcome to StarFamily' })).getByRole('link', {
        name: 'Explore More',
      }),
      'green band': page.locator('.sf-cta').getByRole('link').first(),
      'light section': shownSlides(main(page).getByRole('region', { name: 'Successfull Work of StarFamily' }))
        .first()
        .getByRole('link', { name: /^More about / }),
      'footer (dark)': page.getByRole('contentinfo').getByRole('link').first(),
    };
    for (const [where, control] of Object.entries(places)) {
      const { changedArea, perimeterArea, focusVisible } = await focusIndicator(control);
      expect(focusVisible, `${where}: focus is visible`).toBe(true);
      expect(changedArea, `${where}: area changed ≥ 3:1 by focus`).toBeGreaterThanOrEqual(perimeterArea);
      const { outline, outlineWidth, band } = await ringColours(control);
      expect(parseFloat(outlineWidth), where).toBeGreaterThanOrEqual(2);
      expect(contrast(outline, band), `${where}: outline against the band inside it`).toBeGreaterThanOrEqual(3);
    }
  },
);

test.describe('phone menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu panel is the phone layout');

  test(
    'behaves as a modal dialog: focus in on open, Tab stays inside, Escape and the close control return focus to the toggle',
    PHONE,
    async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      // The toggle is the menu's <summary> (it opens the menu before hydration too): named "Open menu" or "Close menu".
      const toggle = page.getByRole('banner').locator('.sf-mobile-menu > summary');
      await expect(toggle).toHaveAccessibleName('Open menu');
      await toggle.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('navigation', { name: 'Mobile' });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Home' })).toBeFocused();
      for (let step = 0; step < 15; step += 1) {
        await page.keyboard.press('Tab');
        const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('.sf-mobile-menu')));
        expect(inside, `Tab ${step + 1} stays in the menu`).toBe(true);
      }
      // The page behind cannot be reached at all while the menu is open.
      await expect(main(page)).toHaveJSProperty('inert', true);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(main(page)).toHaveJSProperty('inert', false);

      // Closed with its close control: focus stays on the toggle, which offers to open it again.
      await page.keyboard.press('Enter');
      await expect(panel.getByRole('link', { name: 'Home' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAccessibleName('Close menu');
      await page.keyboard.press('Enter');
      await expect(panel).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAccessibleName('Open menu');
      await expect(main(page)).toHaveJSProperty('inert', false);
    },
  );
});
