// Nothing off-screen on a phone (issue 31): one page of each kind at 360, 390 and 414 px, with every panel it can open
// (the phone menu and its submenus, the search panel, dialogs, the image zoom, a toast), has no sideways scroll and
// shows each open panel whole. One browser context per width, one tab reused for its pages: no fixed waits.
import { devices } from '@playwright/test';
import { expect, test, type BrowserContext, type Locator, type Page } from '../support/test';
import { waitForContent } from '../support/hydration';
import { stack } from '../support/stack';

const WIDTHS = [360, 390, 414];
const PAGES = [
  '/',
  '/about',
  '/team',
  '/team-single/1',
  '/team-single/6',
  '/business',
  '/service',
  '/service-single/1',
  '/product',
  '/product-single/1',
  '/project-s2',
  '/project-single/1',
  '/event',
  '/event-single/1',
  '/contact',
  '/quote',
];
const CONTACTS_URL = `${stack.urls.api}/contacts`;

/** The page is no wider than the screen; on failure, the elements that stick out say where. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, innerWidth, wide } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    wide: [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5 && element.getClientRects().length > 0)
      .filter((element) => !element.closest('.slick-track, [aria-hidden="true"], .sf-visually-hidden'))
      .slice(-5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} right=${Math.round(element.getBoundingClientRect().right)}`),
  }));
  expect(scrollWidth, `${what}: the page scrolls sideways (${scrollWidth} > ${innerWidth} px); sticking out: ${wide.join(', ')}`).toBeLessThanOrEqual(innerWidth);
}

/** An open panel's box lies within the screen's width, and starts below its top edge. */
async function expectOnScreen(panel: Locator, what: string) {
  await expect(panel, what).toBeVisible();
  const box = (await panel.boundingBox())!;
  const { width } = panel.page().viewportSize()!;
  const where = `${what} at x ${Math.round(box.x)}..${Math.round(box.x + box.width)}, y ${Math.round(box.y)} (screen ${width} px wide)`;
  expect(box.x, where).toBeGreaterThanOrEqual(-0.5);
  expect(box.x + box.width, where).toBeLessThanOrEqual(width + 0.5);
  expect(box.y, where).toBeGreaterThanOrEqual(-0.5);
}

/**
 * A disclosure in `scope` by its name: a button (aria-expanded) or a `<details>`' summary, whichever the header uses.
 * Returns the toggle and the panel it opens (aria-controls, or the details element).
 */
function disclosure(scope: Locator | Page, name: RegExp) {
  const toggle = scope
    .getByRole('button', { name })
    .or(scope.locator('summary').filter({ hasText: name }))
    .filter({ visible: true })
    .first();
  return {
    toggle,
    async open(): Promise<Locator> {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true' && !(await toggle.evaluate((element) => element.closest('details')?.open === true))) {
        await toggle.click();
      }
      const controls = await toggle.getAttribute('aria-controls');
      const panel = controls ? scope.locator(`[id="${controls}"]`) : toggle.locator('xpath=ancestor::details[1]');
      await expect(panel).toBeVisible();
      return panel;
    },
    async close() {
      const open = (await toggle.getAttribute('aria-expanded')) === 'true' || (await toggle.evaluate((element) => element.closest('details')?.open === true));
      if (open) await toggle.click();
    },
  };
}

/** The phone menu, then each of its submenus in turn: all on screen, the page still no wider. */
async function checkPhoneMenu(page: Page, path: string) {
  const menu = disclosure(page.getByRole('banner'), /menu/i);
  const panel = await menu.open();
  await expectOnScreen(panel, `${path}: the phone menu`);
  await expectNoSidewaysScroll(page, `${path} with the phone menu open`);
  const submenus = panel.locator('button[aria-expanded], summary');
  const count = await submenus.count();
  expect(count, `${path}: the phone menu's submenus (About Us, Products)`).toBeGreaterThanOrEqual(2);
  for (let index = 0; index < count; index += 1) {
    const name = (await submenus.nth(index).innerText()).trim();
    const submenu = await disclosure(panel, new RegExp(`^${name}`)).open();
    await expectOnScreen(submenu, `${path}: the phone menu's ${name} submenu`);
    await expectOnScreen(panel, `${path}: the phone menu with ${name} open`);
    await expectNoSidewaysScroll(page, `${path} with the ${name} submenu open`);
  }
  await menu.close();
  await expect(menu.toggle).toBeVisible();
}

/** What a page can open besides the header's panels. */
async function checkPagePanels(page: Page, path: string) {
  if (path === '/' || path === '/about') {
    await page.getByRole('button', { name: /^Enlarge/ }).first().click();
    const zoom = page.getByRole('dialog', { name: /enlarged/ });
    await expectOnScreen(zoom.locator('img'), `${path}: the enlarged picture`);
    await expectOnScreen(zoom.getByRole('button', { name: 'Close enlarged picture' }), `${path}: the zoom's close button`);
    await expectNoSidewaysScroll(page, `${path} with the picture enlarged`);
    await page.keyboard.press('Escape');
    await expect(zoom).toHaveCount(0);
  }
  if (path === '/business') {
    const readMore = page.getByRole('main').getByRole('button', { name: 'Read More' }).filter({ visible: true }).first();
    if ((await readMore.count()) > 0) {
      await readMore.click();
      await expectNoSidewaysScroll(page, `${path} with a card's description expanded`);
    }
  }
  if (path === '/product-single/1') {
    await page.getByRole('main').getByRole('button', { name: /^Add to quote/ }).first().click();
    const toast = page.locator('.Toastify__toast').first();
    await expectOnScreen(toast, `${path}: the "added to quote" toast`);
    await expectNoSidewaysScroll(page, `${path} with the toast`);
  }
  if (path === '/contact') {
    // The sent dialog, without storing a message: the API's answer is the test's.
    await page.route(CONTACTS_URL, (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 201, json: { message: 'Message received', id: 1 } }) : route.fallback(),
    );
    const form = page.getByRole('main').getByRole('region', { name: 'Contact form' });
    await form.getByRole('textbox', { name: 'Full name' }).fill('Abebe Kebede');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('abebe@example.com');
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Do you ship sesame to Rotterdam?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message Sent!' });
    await expectOnScreen(dialog, `${path}: the "Message Sent!" dialog`);
    await expectNoSidewaysScroll(page, `${path} with the sent dialog`);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    await page.unroute(CONTACTS_URL);
  }
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    // The phone widths come from this file's own contexts: once, in the desktop project.
    test.skip(({ isMobile }) => isMobile, 'walks its own phone widths');
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      // A Pixel 7's user agent: Chromium then sends Sec-CH-UA-Mobile: ?1, and the server sends the phone's HTML.
      context = await browser.newContext({
        viewport: { width, height: 800 },
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      });
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context?.close();
    });

    for (const path of PAGES) {
      test(`${path}: nothing off-screen, with the phone menu, its submenus and the page's own panels`, async () => {
        await page.goto(`${stack.urls.shell}${path}`);
        await waitForContent(page);
        await expectNoSidewaysScroll(page, path);
        await checkPagePanels(page, path);
        await checkPhoneMenu(page, path);
      });
    }

    // The header is one component on every page; its search is checked on the home page.
    test('the search panel and its suggestions stay on screen', async () => {
      await page.goto(`${stack.urls.shell}/`);
      await waitForContent(page);
      const search = disclosure(page.getByRole('banner'), /search/i);
      const panel = await search.open();
      const input = page.getByRole('banner').getByRole('combobox', { name: /search/i }).or(page.getByRole('banner').getByRole('searchbox')).first();
      await input.fill('con');
      await expectOnScreen(panel, 'the search panel');
      await expectOnScreen(input, 'the search box');
      await expectOnScreen(page.getByRole('banner').getByRole('option', { name: 'Contact' }), 'the suggestion "Contact"');
      await expectNoSidewaysScroll(page, 'the home page with the search open');
    });
  });
}
