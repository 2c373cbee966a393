// The shell's own furniture in the composed production site: header, menus, search and scrolling.
// Menu entries that come from content (categories, projects) are read from the API by the test.
import { expect, test, PHONE, type Locator, type Page } from '../support/test';
import { waitForHydration } from '../support/hydration';
import { renderInBrowser } from '../support/renderInBrowser';
import { apiItem, apiList, escapeRegExp, field, stack } from '../support/stack';

type Row = Record<string, unknown>;
const banner = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const scrollTo = (page: Page, top: number) => page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
const scrollToBottom = (page: Page) => scrollTo(page, 1e6);
// The header's toggles are <details> disclosures (they work before hydration): a <summary> has no ARIA role, so it is
// found by its place and checked by its accessible name; open or closed is the <details> element's own state.
const menuToggle = (page: Page) => banner(page).locator('.sf-mobile-menu > summary');
const isOpen = (details: Locator) => details.evaluate((element) => (element as HTMLDetailsElement).open);

/** The Products submenu entry of a category, as the spec words it: sets category_id and category_name. */
const categoryHref = (category: Row) =>
  `/product?${new URLSearchParams({ category_id: String(category.id), category_name: field(category, 'name') })}`;

/** A page whose content has arrived (the loading screen is gone), long enough to scroll. */
async function openAboutPage(page: Page) {
  await page.goto('/about');
  await waitForHydration(page);
  await expect(main(page).getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
}

async function expectCategoryPage(page: Page, category: Row) {
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(categoryHref(category))}$`));
  await expect(main(page).getByRole('heading', { level: 1, name: `Products In Category ${field(category, 'name')}` })).toBeVisible();
}

test(
  'top bar: phone, email and address from the settings, one icon per social link, highlighted on hover',
  PHONE,
  async ({ page, request, isMobile }) => {
    const setup = await apiItem(request, '/business-setup');
    await openAboutPage(page);
    const header = banner(page);
    await expect(header.getByRole('link', { name: field(setup, 'phone1') })).toHaveAttribute(
      'href',
      `tel:${field(setup, 'phone1').replace(/[^\d+]/g, '')}`,
    );
    await expect(header.getByRole('link', { name: field(setup, 'email') })).toHaveAttribute('href', `mailto:${field(setup, 'email')}`);
    // Phones keep the top bar to one line: the address is in the footer there.
    if (isMobile) await expect(header.getByText(field(setup, 'address'))).toBeHidden();
    else await expect(header.getByText(field(setup, 'address'))).toBeVisible();

    const networks = ['facebookLink', 'twitterLink', 'instagramLink', 'tiktokLink', 'telegramLink', 'linkedInLink'].filter(
      (key) => setup[key],
    );
    expect(networks.length, 'the seed has social links').toBeGreaterThan(0);
    const icons = header.getByRole('list', { name: 'StarFamily on social media' }).getByRole('link');
    await expect(icons).toHaveCount(networks.length);
    for (const [index, key] of networks.entries()) await expect(icons.nth(index)).toHaveAttribute('href', field(setup, key));
    const icon = icons.first();
    const idle = await icon.evaluate((element) => getComputedStyle(element).backgroundColor);
    await icon.hover();
    await expect(icon).not.toHaveCSS('background-color', idle);
  },
);

test('the logo leads home; Contact Us leads to the contact page', PHONE, async ({ page, isMobile }) => {
  await openAboutPage(page);
  const contactButton = banner(page).getByRole('link', { name: 'Contact Us', exact: true });
  if (isMobile) {
    // The narrow header keeps logo, search and menu toggle; Contact is in the menu panel.
    await expect(contactButton).toBeHidden();
  } else {
    await contactButton.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  }
  await banner(page).getByRole('link', { name: 'StarFamily home' }).click();
  await expect(page).toHaveURL(`${stack.urls.shell}/`);
  await expect(main(page).getByRole('heading', { name: /^team members$/i })).toBeVisible();
});

test.describe('desktop menu', () => {
  const menuOf = (page: Page) => banner(page).getByRole('navigation', { name: 'Main' });
  const menuItem = (page: Page, label: string) =>
    menuOf(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: label, exact: true }) });

  test("the spec's order; About Us opens its submenu; Products has one entry per category", async ({ page, request }) => {
    const categories = await apiList(request, '/pro-categ-name');
    await openAboutPage(page);
    // Submenus stay closed until pointed at, so only the top level is on screen.
    await expect(menuOf(page).getByRole('link')).toHaveText(['Home', 'About Us', 'Services', 'Products', 'Projects', 'Events', 'Contact']);

    const about = menuItem(page, 'About Us');
    await about.hover();
    await expect(about.getByRole('list').getByRole('link')).toHaveText(['About', 'Team', 'Our Business']);
    await about.getByRole('link', { name: 'Our Business' }).click();
    await expect(page).toHaveURL(/\/business$/);
    await expect(main(page).getByRole('region', { name: 'Our Organic Farms' })).toBeVisible();

    const products = menuItem(page, 'Products');
    await products.hover();
    const entries = products.getByRole('list').getByRole('link');
    await expect(entries).toHaveText(categories.map((category) => field(category, 'name')));
    for (const [index, category] of categories.entries()) await expect(entries.nth(index)).toHaveAttribute('href', categoryHref(category));
    await entries.last().click();
    await expectCategoryPage(page, categories.at(-1)!);
  });

  test('Projects is left out while the project list is empty, and its pages are not there', async ({ page }) => {
    await page.route(`${stack.urls.api}/projects-list`, (route) => route.fulfill({ json: [] }));
    await renderInBrowser(page);
    await page.goto('/project-s2');
    await waitForHydration(page);
    // The empty list has arrived: the project routes are not registered.
    await expect(main(page).getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(menuOf(page).getByRole('link')).toHaveText(['Home', 'About Us', 'Services', 'Products', 'Events', 'Contact']);
  });
});

test.describe('phone menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'desktop has the full menu bar instead');

  const panelOf = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });

  test(
    'the panel slides in with its toggle, one submenu open at a time; a category closes it at the top of its page',
    PHONE,
    async ({ page, request }) => {
      const categories = await apiList(request, '/pro-categ-name');
      await openAboutPage(page);
      await scrollToBottom(page);
      const panel = panelOf(page);
      await expect(panel).toBeHidden();
      await expect(menuToggle(page)).toHaveAccessibleName('Open menu');
      await menuToggle(page).click();
      await expect(panel).toBeVisible();
      await expect(menuToggle(page)).toHaveAccessibleName('Close menu');
      await expect(panel.locator(':scope > ul > li > a, :scope > ul > li > details > summary')).toHaveText([
        'Home',
        'About Us',
        'Services',
        'Products',
        'Projects',
        'Events',
        'Contact',
        'Quote basket',
      ]);

      const about = panel.locator('details', { has: page.locator('summary', { hasText: 'About Us' }) });
      const products = panel.locator('details', { has: page.locator('summary', { hasText: 'Products' }) });
      await about.locator('summary').click();
      await expect.poll(() => isOpen(about)).toBe(true);
      await expect(panel.getByRole('link', { name: 'Our Business' })).toBeVisible();
      await products.locator('summary').click();
      await expect.poll(() => isOpen(products)).toBe(true);
      await expect.poll(() => isOpen(about)).toBe(false);
      await expect(panel.getByRole('link', { name: 'Our Business' })).toBeHidden();
      const entries = products.getByRole('link');
      await expect(entries).toHaveText(categories.map((category) => field(category, 'name')));

      expect(await scrollY(page)).toBeGreaterThan(0);
      await entries.last().click();
      await expect(panel).toBeHidden();
      await expect(menuToggle(page)).toHaveAccessibleName('Open menu');
      await expectCategoryPage(page, categories.at(-1)!);
      await expect.poll(() => scrollY(page)).toBe(0);
    },
  );

  test(
    'Products shows Loading... until the categories arrive; Escape closes the panel; Projects is always listed',
    PHONE,
    async ({ page, request }) => {
      const categories = await apiList(request, '/pro-categ-name');
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(`${stack.urls.api}/pro-categ-name`, async (route) => {
        await released;
        await route.continue();
      });
      // An empty project list hides Projects on desktop only.
      await page.route(`${stack.urls.api}/projects-list`, (route) => route.fulfill({ json: [] }));
      await renderInBrowser(page);
      await openAboutPage(page);
      await menuToggle(page).click();
      const panel = panelOf(page);
      await panel.locator('summary', { hasText: 'Products' }).click();
      await expect(panel.getByText('Loading...', { exact: true })).toBeVisible();
      release();
      await expect(panel.getByRole('link', { name: field(categories[0]!, 'name'), exact: true })).toBeVisible();
      await expect(panel.getByText('Loading...', { exact: true })).toHaveCount(0);
      await expect(panel.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/project-s2');

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(menuToggle(page)).toHaveAccessibleName('Open menu');
    },
  );
});

test.describe('search', () => {
  const searchToggle = (page: Page) => banner(page).locator('.sf-search > summary');
  const searchBox = (page: Page) => banner(page).getByRole('combobox', { name: 'Search pages' });
  const suggestions = (page: Page) => banner(page).getByRole('listbox', { name: 'Pages' }).getByRole('option');

  test('suggestions filter the page labels while typing, case-insensitively; a choice navigates and clears the box', async ({ page }) => {
    await openAboutPage(page);
    await expect(searchToggle(page)).toHaveAccessibleName('Search pages');
    await searchToggle(page).click();
    const box = searchBox(page);
    await expect(box).toBeFocused();
    await expect(searchToggle(page)).toHaveAccessibleName('Close search');

    await box.pressSequentially('US');
    await expect(suggestions(page)).toHaveText(['About Us', 'Our Business']);
    await box.clear();
    await box.pressSequentially('pRo');
    await expect(suggestions(page)).toHaveText(['Products', 'Projects']);
    await box.clear();
    await box.pressSequentially('s');
    await expect(suggestions(page)).toHaveText(['About Us', 'Services', 'Products', 'Projects', 'Events', 'Our Business']);
    await expect(banner(page).getByRole('listbox', { name: 'Pages' })).toHaveCSS('max-height', '200px');
    await box.fill('zebra');
    await expect(suggestions(page)).toHaveCount(0);

    await box.fill('business');
    await suggestions(page).filter({ hasText: 'Our Business' }).click();
    await expect(page).toHaveURL(/\/business$/);
    await expect(main(page).getByRole('region', { name: 'Our Organic Farms' })).toBeVisible();
    await expect(searchBox(page)).toHaveCount(0);
    await searchToggle(page).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(suggestions(page)).toHaveCount(0);
  });

  test('keyboard only: open, pick with the arrows and Enter; Enter alone does nothing; Escape closes', async ({ page }) => {
    await openAboutPage(page);
    await searchToggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(searchBox(page)).toBeFocused();

    await page.keyboard.type('contact');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
    await expect(searchBox(page)).toHaveValue('contact');

    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toHaveCount(0);
    await searchToggle(page).focus();
    await page.keyboard.press('Enter');
    // The box takes focus once the panel has opened (a toggle event later): typing before that types elsewhere.
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('e');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(suggestions(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(suggestions(page).nth(1)).toHaveText('Services');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/service$/);
    await expect(searchBox(page)).toHaveCount(0);
  });
});

test('/search, hydrated: its own form searches again without a page load, and a result is a link', async ({ page }) => {
  await page.goto('/search?q=zebra');
  await waitForHydration(page);
  await expect(main(page).getByText('No page matches “zebra”.')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await main(page).getByRole('searchbox', { name: 'Page name' }).fill('pro');
  await main(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=pro$/);
  await expect(main(page).getByRole('list').getByRole('link')).toHaveText(['Products', 'Projects']);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'no page load').toBe(true);
  await main(page).getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/project-s2$/);
});

test.describe('search panel on screen', () => {
  const searchToggle = (page: Page) => banner(page).locator('.sf-search > summary');
  const edges = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);

  test(
    'the open panel, its box and its suggestions are fully on screen on phones (360, 390, 414 px) and on desktop',
    PHONE,
    async ({ page, isMobile }) => {
      await openAboutPage(page);
      for (const width of isMobile ? [360, 390, 414] : [1280, 800]) {
        await page.setViewportSize({ width, height: 800 });
        await searchToggle(page).click();
        const box = banner(page).getByRole('combobox', { name: 'Search pages' });
        await expect(box).toBeFocused();
        await box.pressSequentially('con');
        const suggestions = banner(page).getByRole('listbox', { name: 'Pages' });
        await expect(suggestions.getByRole('option')).toHaveText(['Contact']);
        for (const [part, locator] of Object.entries({ panel: banner(page).getByRole('search'), box, suggestions })) {
          const rect = await edges(locator);
          expect(rect.left, `${width} px: the ${part}'s left edge`).toBeGreaterThanOrEqual(0);
          expect(rect.right, `${width} px: the ${part}'s right edge`).toBeLessThanOrEqual(width);
          expect(rect.top, `${width} px: the ${part}'s top`).toBeGreaterThanOrEqual(0);
        }
        await page.keyboard.press('Escape');
        await expect(box).toBeHidden();
      }
    },
  );
});

test.describe('scrolling', () => {
  test('past 80 px of scroll the header bar stays fixed at the top in its active style, and back again', async ({ page }) => {
    await openAboutPage(page);
    const bar = banner(page).locator('.sf-header__bar');
    await expect(bar).not.toHaveCSS('position', 'fixed');
    const resting = await bar.evaluate((element) => getComputedStyle(element).boxShadow);
    // Where the page's content starts in the document: the bar leaving the flow must not move it.
    const contentTop = () => main(page).evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const top = await contentTop();

    await scrollTo(page, 400);
    await expect(bar).toHaveCSS('position', 'fixed');
    expect(await contentTop(), 'the content stays where it was as the bar sticks').toBe(top);
    await expect(bar).not.toHaveCSS('box-shadow', resting);
    // It slides down into place.
    await expect.poll(async () => (await bar.boundingBox())!.y).toBe(0);
    await expect.poll(() => scrollY(page), 'the page keeps its place as the bar leaves the flow').toBe(400);

    await scrollTo(page, 80);
    await expect(bar).not.toHaveCSS('position', 'fixed');
    await expect.poll(() => scrollY(page)).toBe(80);
    await scrollTo(page, 81);
    await expect(bar).toHaveCSS('position', 'fixed');
    await expect.poll(() => scrollY(page)).toBe(81);
  });

  test(
    'following a link starts the new page at the top; the round button bottom right scrolls back up',
    PHONE,
    async ({ page, isMobile }) => {
      await page.goto('/contact');
      await waitForHydration(page);
      await expect(main(page).getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      const toTop = page.getByRole('button', { name: 'Scroll to top' });
      await scrollToBottom(page);
      expect(await scrollY(page)).toBeGreaterThan(400);

      await expect(toTop).toHaveCSS('position', 'fixed');
      await expect(toTop).toHaveCSS('border-radius', '50%');
      const box = (await toTop.boundingBox())!;
      const viewport = page.viewportSize()!;
      // Phones: tucked into the corner, over as little of the cards as possible.
      const margin = isMobile ? 8 : 20;
      expect(viewport.width - (box.x + box.width), 'right edge').toBe(margin);
      expect(viewport.height - (box.y + box.height), 'bottom edge').toBe(margin);
      await toTop.click();
      await expect.poll(() => scrollY(page)).toBe(0);

      await scrollToBottom(page);
      await page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'Events' }).click();
      await expect(page).toHaveURL(/\/event$/);
      await expect(main(page).getByRole('region', { name: 'Latest News' })).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);
    },
  );
});
