// Keyboard and screen-reader journeys: what happens to focus and to what is announced when a visitor moves around
// the site without a mouse.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration';

const main = (page: Page) => page.getByRole('main');

/** WCAG relative luminance of an `rgb()`/`rgba()` colour. */
function luminance(color: string) {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

/** The focus ring's two tones (outline and the band inside it) and the background the control sits on. */
async function ringColours(control: Locator) {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    let background = 'rgb(255, 255, 255)';
    for (let node: Element | null = element.parentElement; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') {
        background = color;
        break;
      }
    }
    return { outline: style.outlineColor, outlineWidth: style.outlineWidth, band: /rgb\([^)]+\)/.exec(style.boxShadow)?.[0] ?? '', background };
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

test('the focus ring shows on light and dark backgrounds: two tones, each ≥ 3:1 against the other and one against the background', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const places = {
    'header (light)': page.getByRole('banner').getByRole('link').first(),
    'footer (dark)': page.getByRole('contentinfo').getByRole('link').first(),
  };
  for (const [where, control] of Object.entries(places)) {
    await control.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
    const { outline, outlineWidth, band, background } = await ringColours(control);
    expect(parseFloat(outlineWidth), where).toBeGreaterThanOrEqual(2);
    expect(band, `${where}: the band inside the outline`).not.toBe('');
    expect(contrast(outline, band), `${where}: outline against band`).toBeGreaterThanOrEqual(3);
    expect(Math.max(contrast(outline, background), contrast(band, background)), `${where}: ring against ${background}`).toBeGreaterThanOrEqual(3);
  }
});

test.describe('phone menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu panel is the phone layout');

  test('behaves as a modal dialog: focus in on open, Tab stays inside, Escape returns focus to the toggle', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
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
  });
});
