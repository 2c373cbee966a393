// The company remote in the composed production site: home sections, about, team, events and business pages.
// What each page should show is read from the API by the test itself.
import { expect, test, PHONE, type Locator, type Page } from '../support/test';
import { pauseCarousel, waitForHydration } from '../support/hydration';
import { renderInBrowser } from '../support/renderInBrowser';
import { allSlides, shownSlides } from '../support/carousel';
import { apiItem, apiList, escapeRegExp, field, stack } from '../support/stack';

const anyOf = (names: string[]) => new RegExp(`^(${names.map(escapeRegExp).join('|')})$`);
const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

test.describe('home sections', () => {
  test('hero, about, fun facts, testimonials, partners and the events teaser render from the API', async ({ page, request }) => {
    const [slides, testimonials, partners, events] = await Promise.all([
      apiList(request, '/hero_list'),
      apiList(request, '/testimonial-list'),
      apiList(request, '/partners-list'),
      apiList(request, '/event_list'),
    ]);
    await page.goto('/');
    await waitForHydration(page);
    const main = page.getByRole('main');

    const hero = main.getByRole('region', { name: 'Welcome to StarFamily' });
    await expect(hero.getByRole('heading', { name: anyOf(slides.map((slide) => field(slide, 'title'))) })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Explore More' })).toHaveAttribute('href', '/about');
    await expect(hero.locator('img').first()).toHaveAttribute('src', new RegExp(`^${escapeRegExp(stack.apiBaseUrl)}/storage/`));

    await expect(main.getByRole('heading', { name: 'Who We Are' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Our Services' }).first()).toHaveAttribute('href', '/service');
    await expect(main.getByText('1,520', { exact: true })).toBeVisible();

    await expect(main.getByRole('heading', { name: 'CLIENT TESTIMONIAL' })).toBeVisible();
    const testimonialSlider = main.getByRole('region', { name: 'Client testimonials' });
    await expect(testimonialSlider.getByRole('heading', { name: field(testimonials[0]!, 'title') })).toBeVisible();

    await expect(main.getByRole('heading', { name: 'OUR HONORABLE PARTNERS' })).toBeVisible();
    // One slide per partner ("3 of 8"), each partner's logo among them.
    const partnerCarousel = main.getByRole('region', { name: 'Our partners' });
    await expect(shownSlides(partnerCarousel).first()).toHaveAccessibleName(new RegExp(`^\\d+ of ${partners.length}$`));
    for (const partner of partners) {
      await expect(
        allSlides(partnerCarousel)
          .getByRole('img', { name: `${field(partner, 'name')} logo`, exact: true, includeHidden: true })
          .first(),
      ).toBeAttached();
    }

    const teaser = main.getByRole('region', { name: 'Special Events' });
    await expect(teaser.getByRole('listitem')).toHaveCount(Math.min(6, events.length));
    const first = events[0]!;
    await expect(teaser.getByRole('link', { name: field(first, 'eventName'), exact: true })).toHaveAttribute(
      'href',
      `/event-single/${String(first.id)}`,
    );
    await expect(teaser.getByRole('link', { name: `Read more: ${field(first, 'eventName')}` })).toBeVisible();
  });

  test('a partner shows its name over the gradient on keyboard focus as on hover', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const carousel = page.getByRole('main').getByRole('region', { name: 'Our partners' });
    await pauseCarousel(carousel);
    const tile = shownSlides(carousel).first().getByRole('figure');
    const caption = tile.locator('figcaption');
    await expect(caption).toHaveCSS('opacity', '0');
    await tile.focus();
    await expect(caption).toHaveCSS('opacity', '1');
  });

  test(
    'the about image zooms in a dialog that keeps focus and closes with Escape and with page scroll, focus returning',
    PHONE,
    async ({ page, isMobile }) => {
      await page.goto('/');
      await waitForHydration(page);
      const trigger = page.getByRole('button', { name: /^Enlarge StarFamily, picture 1 of \d+$/ });
      // Page scroll closes the zoom: bring the picture into view and, if that scrolled the page, wait for its scroll event.
      await trigger.evaluate(
        (element) =>
          new Promise<void>((resolve) => {
            const before = window.scrollY;
            element.scrollIntoView({ block: 'center' });
            if (window.scrollY === before) resolve();
            else window.addEventListener('scroll', () => resolve(), { once: true });
          }),
      );

      await trigger.click();
      const dialog = page.getByRole('dialog', { name: /enlarged/ });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('data-state', 'open');
      const close = dialog.getByRole('button', { name: 'Close enlarged picture' });
      await expect(close).toBeFocused();
      // The dialog's only control: Tab and Shift+Tab stay on it.
      await page.keyboard.press('Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();

      await trigger.click();
      await expect(dialog).toHaveAttribute('data-state', 'open');
      // Wheel on desktop; mobile emulation has no touch-scroll gesture, so scroll the page directly there.
      if (isMobile) await page.evaluate(() => window.scrollBy(0, 300));
      else await page.mouse.wheel(0, 300);
      await expect(dialog).toBeHidden();

      // A thumbnail swaps the main image and becomes the selected one.
      const thumbs = page.getByRole('list', { name: 'About StarFamily pictures' }).getByRole('button');
      await thumbs.nth(1).click();
      await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { name: /^Enlarge StarFamily, picture 2 of/ })).toBeVisible();
    },
  );
});

test('/about: banner, mission and vision from the settings, skills with their percentages', async ({ page, request }) => {
  const setup = await apiItem(request, '/business-setup');
  await page.goto('/about');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(main.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Home\s*About/);
  expect(await main.locator('.sf-page-banner').evaluate((banner) => banner.getBoundingClientRect().height)).toBe(400);

  const mission = main.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Our Mission' }) });
  await expect(mission).toContainText(stripTags(field(setup, 'mission')));
  await expect(mission).toContainText(stripTags(field(setup, 'motto')));
  const vision = main.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Our Vision' }) });
  await expect(vision).toContainText(stripTags(field(setup, 'vision')));
  await expect(vision).toContainText(stripTags(field(setup, 'coreValue')));

  const skills = main.locator('.sf-skills__item');
  await expect(skills).toHaveText([
    /Export and Supply Chain Management\s*100%/,
    /Agribusiness and Value Addition\s*99%/,
    /Organizational Leadership and Management\s*98.5%/,
    /Innovation and Continuous Improvement\s*98%/,
  ]);
  // Every bar is drawn full.
  const widths = await skills
    .locator('.sf-skills__bar')
    .evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().width / bar.parentElement!.getBoundingClientRect().width));
  expect(widths.every((ratio) => ratio > 0.99)).toBe(true);
  await expect(main.getByRole('heading', { name: /^team members$/i })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'CLIENT TESTIMONIAL' })).toBeVisible();
});

test('team list to a member page; an unknown member shows a not-found state', async ({ page, request }) => {
  const members = await apiList(request, '/teams-list');
  const first = members[0]!;
  const detail = await apiItem(request, `/teams-list/${String(first.id)}`);
  await page.goto('/team');
  await waitForHydration(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: field(first, 'full_name'), exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/team-single/${String(first.id)}$`));

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: field(detail, 'full_name') })).toBeVisible();
  await expect(main.getByText(field(detail, 'title'), { exact: true }).first()).toBeVisible();
  await expect(main.getByText(field(detail, 'position'), { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: field(detail, 'email') })).toHaveAttribute('href', `mailto:${field(detail, 'email')}`);
  const links = ['facebookLink', 'twitterLink', 'instagramLink', 'tiktokLink', 'telegramLink', 'linkedInLink'].filter((key) => detail[key]);
  if (links.length > 0) {
    await expect(main.getByRole('heading', { name: 'Contact With' })).toBeVisible();
    await expect(main.getByRole('list', { name: 'Contact With' }).getByRole('link')).toHaveCount(links.length);
  } else {
    await expect(main.getByRole('heading', { name: 'Contact With' })).toHaveCount(0);
  }

  await page.goto('/team-single/987654');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Team member not found' })).toBeVisible();
});

test('/event: 2 per page with the page in the URL, sidebar of other events, READ MORE to the detail', async ({ page, request }) => {
  const events = await apiList(request, '/event_list');
  expect(events.length, 'the seed has more than one page (2) of events').toBeGreaterThanOrEqual(3);
  const names = events.map((event) => field(event, 'eventName'));
  await page.goto('/event');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const list = main.getByRole('region', { name: 'Latest News' });
  await expect(list.getByRole('article')).toHaveCount(2);
  await expect(list.getByRole('article').getByRole('heading')).toHaveText(names.slice(0, 2));
  await expect(list.getByRole('article').first().locator('time')).not.toBeEmpty();

  const sidebar = main.getByRole('complementary', { name: 'Related Events' });
  const others = names.slice(2);
  await expect(sidebar.getByRole('link')).toHaveText(others.slice(0, 4));
  await expect(sidebar.getByText('...', { exact: true })).toHaveCount(others.length > 4 ? 1 : 0);

  await main.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/event\?page=2$/);
  await expect(list.getByRole('article').getByRole('heading')).toHaveText(names.slice(2, 4));
  await page.reload();
  await waitForHydration(page);
  await expect(list.getByRole('article').getByRole('heading')).toHaveText(names.slice(2, 4));
  await expect(sidebar.getByRole('link').first()).toHaveText(names[0]!);

  await list.getByRole('link', { name: `READ MORE: ${names[2]!}` }).click();
  await expect(page).toHaveURL(new RegExp(`/event-single/${String(events[2]!.id)}$`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: names[2]! })).toBeVisible();
});

test('/event-single: gallery, details as HTML, 3 related events, the contact form; unknown id: Event not found', async ({
  page,
  request,
}) => {
  const events = await apiList(request, '/event_list');
  const event = await apiItem(request, `/event_list/${String(events[0]!.id)}`);
  await page.goto(`/event-single/${String(event.id)}`);
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: field(event, 'eventName') })).toBeVisible();
  await expect(main.getByRole('img', { name: field(event, 'eventName') }).first()).toHaveAttribute(
    'src',
    new RegExp(`/storage/${escapeRegExp(field(event, 'banner'))}$`),
  );
  await expect(main.getByText(stripTags(field(event, 'details')))).toBeVisible();
  const related = main.getByRole('complementary', { name: 'Related Events' });
  await expect(related.getByRole('link')).toHaveCount(Math.min(3, events.length - 1));
  await expect(related.getByRole('link', { name: field(event, 'eventName'), exact: true })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'Want to know more about this event?' })).toBeVisible();

  await page.goto('/event-single/987654');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Event not found' })).toBeVisible();
});

test.describe('/business', () => {
  const LONGER = ' Visitors are welcome by appointment; ask our export desk for a guided tour and samples.';

  /** Seeded descriptions are mostly short: lengthen the real API answer so every card has Read More. */
  async function lengthenDescriptions(page: Page, path: string) {
    await page.route(`${stack.apiBaseUrl}/api${path}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>[];
      await route.fulfill({ response, json: body.map((row) => ({ ...row, description: `${String(row.description)}${LONGER}` })) });
    });
  }

  /** The card named `name` on screen. */
  const card = (carousel: Locator, name: string) => shownSlides(carousel).getByRole('article', { name, exact: true });
  /** The card named `name` and the copies a looping carousel keeps of it, on screen or not: they share its state. */
  const everyCopyOf = (carousel: Locator, name: string) =>
    allSlides(carousel).getByRole('article', { name, exact: true, includeHidden: true });
  const nameOfFirstShown = (carousel: Locator) => shownSlides(carousel).first().getByRole('article').getAttribute('aria-label');
  const toggleOf = (card: Locator) => card.locator('.sf-business-card__more > summary');
  const descriptionOf = (card: Locator) => card.locator('.sf-business-card__description');

  test('three autoplaying sliders of cards with image, name, preview, location, size and links', async ({ page, request }) => {
    const farms = await apiList(request, '/farms-list');
    await page.goto('/business');
    await waitForHydration(page);
    const main = page.getByRole('main');
    for (const title of ['Our Organic Farms', 'Our Warehouses', 'Our Sister Companies']) {
      const carousel = main.getByRole('region', { name: title });
      await expect(carousel.getByRole('article').first()).toBeVisible();
      await expect(carousel.getByRole('button', { name: 'Pause slides' })).toBeVisible();
    }
    const farmCarousel = main.getByRole('region', { name: 'Our Organic Farms' });
    await pauseCarousel(farmCarousel);
    // Autoplay may have moved on before the pause: check the card on screen now.
    const shownName = await nameOfFirstShown(farmCarousel);
    const farm = farms.find((row) => row.name === shownName)!;
    expect(farm, `the farm shown first (${shownName}) comes from the API`).toBeTruthy();
    const first = card(farmCarousel, field(farm, 'name'));
    await expect(first.getByRole('img', { name: field(farm, 'name') })).toHaveAttribute(
      'src',
      new RegExp(`^${escapeRegExp(stack.apiBaseUrl)}/storage/`),
    );
    await expect(first).toContainText(field(farm, 'size'));
    await expect(first).toContainText(field(farm, 'crops'));
    await expect(first.getByRole('link', { name: /View on map/ })).toHaveAttribute('href', field(farm, 'map_url'));
    const sisters = main.getByRole('region', { name: 'Our Sister Companies' });
    await expect(sisters.getByRole('link', { name: /Visit website/ }).first()).toBeVisible();
  });

  test('farm cards toggle independently; among sister companies only one card is open at a time', async ({ page, request }) => {
    const farms = await apiList(request, '/farms-list');
    const sisters = await apiList(request, '/sister-companies-list');
    await lengthenDescriptions(page, '/farms-list');
    await lengthenDescriptions(page, '/sister-companies-list');
    await renderInBrowser(page);
    await page.goto('/business');
    await waitForHydration(page);
    const main = page.getByRole('main');

    for (const [title, rows, single] of [
      ['Our Organic Farms', farms, false],
      ['Our Sister Companies', sisters, true],
    ] as const) {
      const carousel = main.getByRole('region', { name: title });
      await pauseCarousel(carousel);
      // Autoplay may have moved on before the pause: start from the card on screen and the one after it.
      const shownName = await nameOfFirstShown(carousel);
      const shown = rows.findIndex((row) => row.name === shownName);
      expect(shown, `the card on screen (${shownName}) comes from the API`).toBeGreaterThanOrEqual(0);
      const [nameA, nameB] = [field(rows[shown]!, 'name'), field(rows[(shown + 1) % rows.length]!, 'name')];
      const [a, b] = [card(carousel, nameA), card(carousel, nameB)];
      // Read More is the card's <details> summary (it works before hydration): checked by its accessible name.
      const [toggleA, toggleB] = [toggleOf(a), toggleOf(b)];
      await expect(toggleA).toHaveAccessibleName('Read More');
      await expect(descriptionOf(a)).toHaveText(/\.\.\.$/, { useInnerText: true });
      await toggleA.click();
      await expect(toggleA).toHaveAccessibleName('Show Less');
      await expect(descriptionOf(a)).toHaveText(new RegExp(`${escapeRegExp(LONGER.trim())}$`), { useInnerText: true });
      // On narrow screens one card shows at a time: bring the second into view with the Next arrow.
      if ((await b.count()) === 0) await carousel.getByRole('button', { name: 'Next', exact: true }).click();
      await toggleB.click();
      await expect(toggleB).toHaveAccessibleName('Show Less');
      // The first card may have slid out of view (hidden from assistive technology): its state is the elements'.
      const openStates = () =>
        everyCopyOf(carousel, nameA)
          .locator('.sf-business-card__more')
          .evaluateAll((elements) => [...new Set(elements.map((element) => (element as HTMLDetailsElement).open))]);
      await expect.poll(openStates).toEqual([!single]);
      await expect(descriptionOf(everyCopyOf(carousel, nameA).first())).toHaveText(
        single ? /\.\.\.$/ : new RegExp(`${escapeRegExp(LONGER.trim())}$`),
        { useInnerText: true },
      );
    }
  });
});
