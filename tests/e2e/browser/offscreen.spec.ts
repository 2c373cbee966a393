// Nothing off-screen on a phone (issue 31): one page of each kind at 360, 390 and 414 px, with every panel it can open
// (the phone menu and its submenus, the search panel, dialogs, the image zoom, a toast), has no sideways scroll and
// shows each open panel whole. One browser context per width, one tab reused for its pages: no fixed waits.
import { devices, expect, test, type Locator, type Page, hostCeiling } from '../support/test';
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

/**
 * The page is no wider than the screen; on failure, the elements that stick out say where. The screen's width is the
 * context's: a phone zooms a page that is too wide out to fit it, and `innerWidth` then grows with the page.
 */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const screenWidth = page.viewportSize()!.width;
  const { scrollWidth, wide } = await page.evaluate((width) => {
    const clippedByAncestor = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    return {
      scrollWidth: document.documentElement.scrollWidth,
      wide: [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > width + 0.5 && element.getClientRects().length > 0)
        .filter((element) => !element.closest('[aria-hidden="true"], .sf-visually-hidden'))
        // Inside a box that clips its overflow (a carousel's strip of slides), an element cannot widen the page.
        .filter((element) => !clippedByAncestor(element))
        .slice(-5)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} right=${Math.round(element.getBoundingClientRect().right)}`,
        ),
    };
  }, screenWidth);
  expect
    .soft(scrollWidth, `${what}: the page scrolls sideways (${scrollWidth} > ${screenWidth} px); sticking out: ${wide.join(', ')}`)
    .toBeLessThanOrEqual(screenWidth);
}

/** Two frames from now: long enough for a scroll event, an animation frame or a layout to have happened. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The panel's box once it has come to rest (the same two frames apart): a toast or a menu may slide in. */
async function restingBox(panel: Locator, what: string) {
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect
    .poll(
      async () => {
        const before = await panel.boundingBox();
        await twoFrames(panel.page());
        box = await panel.boundingBox();
        return before !== null && JSON.stringify(before) === JSON.stringify(box);
      },
      { message: `${what} comes to rest`, timeout: hostCeiling(10_000) },
    )
    .toBe(true);
  return box!;
}

/** An open panel's box, once at rest, lies within the screen's width and starts below its top edge. */
async function expectOnScreen(panel: Locator, what: string) {
  await expect(panel, what).toBeVisible();
  const box = await restingBox(panel, what);
  const { width } = panel.page().viewportSize()!;
  const where = `${what} at x ${Math.round(box.x)}..${Math.round(box.x + box.width)}, y ${Math.round(box.y)} (screen ${width} px wide)`;
  expect.soft(box.x, where).toBeGreaterThanOrEqual(-0.5);
  expect.soft(box.x + box.width, where).toBeLessThanOrEqual(width + 0.5);
  expect.soft(box.y, where).toBeGreaterThanOrEqual(-0.5);
}

/** The footer's icons (the same footer on every page) keep their 18 px beside text that wraps. */
async function expectFooterIconsWhole(page: Page) {
  const widths = await page
    .getByRole('contentinfo')
    .locator('p > svg, address svg')
    .evaluateAll((icons) => icons.map((icon) => icon.getBoundingClientRect().width));
  expect(widths.length, "the footer's contact icons").toBeGreaterThanOrEqual(4);
  for (const width of widths) expect.soft(width, `a footer contact icon is ${width} px wide`).toBeGreaterThanOrEqual(16);
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
      if (
        (await toggle.getAttribute('aria-expanded')) !== 'true' &&
        !(await toggle.evaluate((element) => element.closest('details')?.open === true))
      ) {
        await toggle.click();
      }
      const controls = await toggle.getAttribute('aria-controls');
      const panel = controls ? scope.locator(`[id="${controls}"]`) : toggle.locator('xpath=ancestor::details[1]');
      await expect(panel).toBeVisible();
      return panel;
    },
    async close() {
      const open =
        (await toggle.getAttribute('aria-expanded')) === 'true' ||
        (await toggle.evaluate((element) => element.closest('details')?.open === true));
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
  // The submenus inside the panel (not the menu's own toggle, which the <details> panel also holds).
  const submenus = panel.locator('.sf-mobile-menu__panel :is(summary, button[aria-expanded])');
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
    // The zoom closes when the page scrolls: bring its button into view first, and let that scroll's event pass.
    const enlarge = page.getByRole('button', { name: /^Enlarge/ }).first();
    await enlarge.scrollIntoViewIfNeeded();
    await twoFrames(page);
    await enlarge.click();
    const zoom = page.getByRole('dialog', { name: /enlarged/ });
    await expectOnScreen(zoom.locator('img'), `${path}: the enlarged picture`);
    await expectOnScreen(zoom.getByRole('button', { name: 'Close enlarged picture' }), `${path}: the zoom's close button`);
    await expectNoSidewaysScroll(page, `${path} with the picture enlarged`);
    await page.keyboard.press('Escape');
    await expect(zoom).toHaveCount(0);
  }
  if (path === '/business') {
    const main = page.getByRole('main');
    const readMore = main
      .locator('summary')
      .filter({ hasText: /^Read More/ })
      .or(main.getByRole('button', { name: 'Read More' }))
      .filter({ visible: true })
      .first();
    await readMore.click();
    await expectNoSidewaysScroll(page, `${path} with a card's description expanded`);
  }
  if (path === '/product-single/1') {
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Add to quote/ })
      .first()
      .click();
    const toast = page.locator('.Toastify__toast').first();
    // The pointer on it holds it open (react-toastify pauses its 5 s on hover, as for a visitor reading it): on a busy
    // host it could otherwise close before it is measured.
    await toast.hover();
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

/** The header's search (one component on every page): the panel, its box and a suggestion on screen. */
async function checkSearch(page: Page) {
  const banner = page.getByRole('banner');
  const search = disclosure(banner, /search/i);
  const panel = await search.open();
  const input = banner
    .getByRole('combobox', { name: /search/i })
    .or(banner.getByRole('searchbox'))
    .first();
  await input.fill('con');
  await expectOnScreen(panel, 'the search panel');
  await expectOnScreen(input, 'the search box');
  await expectOnScreen(banner.getByRole('option', { name: 'Contact' }), 'the suggestion "Contact"');
  await expectNoSidewaysScroll(page, 'the home page with the search open');
  await input.fill('');
  await search.close();
}

for (const width of WIDTHS) {
  // One walk per width, in one tab: every problem on the way is reported (soft assertions) with its page and panel.
  test(`at ${width} px nothing is off-screen on any kind of page, with every panel it opens`, async ({ browser }) => {
    test.setTimeout(hostCeiling(240_000));
    // A Pixel 7's user agent: Chromium then sends Sec-CH-UA-Mobile: ?1, and the server sends the phone's HTML.
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      isMobile: true,
      hasTouch: true,
      userAgent: devices['Pixel 7'].userAgent,
    });
    try {
      const page = await context.newPage();
      for (const path of PAGES) {
        await test.step(path, async () => {
          await page.goto(`${stack.urls.shell}${path}`);
          await waitForContent(page);
          await expectNoSidewaysScroll(page, path);
          // The header (menu, submenus, search) and the footer are the same component on every page: checked once.
          if (path === '/') {
            await expectFooterIconsWhole(page);
            await checkSearch(page);
            await checkPhoneMenu(page, path);
          }
          await checkPagePanels(page, path);
        });
      }
    } finally {
      await context.close();
    }
  });
}
