// Widgets on partner pages like real themes (issue 12): a Bootstrap 3 root font of 10 px, a 240 px sidebar, a dark
// section, a light brand colour, a page with its own h1; at 1440 px (desktop project) and 390 px (mobile project).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, PHONE, type Locator, type Page, hostCeiling } from '../support/test';
import { openPartnerPage } from '../support/partnerPage';
import { allSlides } from '../support/carousel';

const ALL_WIDGETS = `
  <starfamily-products class="w" category-id="1" page-size="3"></starfamily-products>
  <starfamily-services class="w"></starfamily-services>
  <starfamily-projects class="w"></starfamily-projects>
  <starfamily-events class="w"></starfamily-events>
  <starfamily-team class="w"></starfamily-team>
  <starfamily-business class="w"></starfamily-business>
  <starfamily-contact-form class="w" heading="Write to us"></starfamily-contact-form>`;

const measure = <T>(locator: Locator, name: 'overflow' | 'fontSizes' | 'contrast') =>
  locator.evaluate((element, which) => window.__sfMeasures[which](element), name) as Promise<T>;

/** Waits until every widget on the page shows its content. */
async function allRendered(page: Page) {
  await expect(
    page
      .locator('starfamily-products')
      .getByRole('link', { name: /Product Details/ })
      .first(),
  ).toBeVisible();
  await expect(
    page
      .locator('starfamily-services')
      .getByRole('link', { name: /^Details/ })
      .first(),
  ).toBeVisible();
  await expect(page.locator('starfamily-projects').locator('.sf-card').first()).toBeVisible();
  await expect(
    page
      .locator('starfamily-events')
      .getByRole('link', { name: /read more/i })
      .first(),
  ).toBeVisible();
  await expect(page.locator('starfamily-team').locator('.sf-card').first()).toBeVisible();
  await expect(allSlides(page.locator('starfamily-business')).first()).toBeAttached();
  await expect(page.locator('starfamily-contact-form').getByRole('button', { name: 'Send Message' }).first()).toBeVisible();
}

/** The CSS of the `css` block under a heading of docs/embedding.md: the docs' examples are what we test. */
async function docsExample(heading: string): Promise<string> {
  const docs = await readFile(path.join(import.meta.dirname, '../../../docs/embedding.md'), 'utf8');
  const css = new RegExp(`${heading}[\\s\\S]*?\`\`\`css\\n([\\s\\S]*?)\`\`\``).exec(docs)?.[1];
  expect(css, `docs/embedding.md has the "${heading}" example`).toBeTruthy();
  return css!;
}

test.beforeEach(async ({ page, isMobile }) => {
  if (!isMobile) await page.setViewportSize({ width: 1440, height: 900 });
});

test('no part of any widget sticks out of its element, in a 240 px sidebar or full width', PHONE, async ({ page }) => {
  test.setTimeout(hostCeiling(90_000));
  const violations = await openPartnerPage(page, 'columns', {
    css: `.layout { display: flex; gap: 24px; padding: 0 8px; } aside { width: 240px; flex: none; } main { flex: 1; min-width: 0; }
          @media (max-width: 600px) { .layout { display: block; } aside { margin: 0 auto; } }`,
    body: `<div class="layout"><aside id="narrow">${ALL_WIDGETS}</aside><main id="wide">${ALL_WIDGETS}</main></div>`,
  });
  await allRendered(page);
  for (const column of ['narrow', 'wide']) {
    const hosts = page.locator(`#${column} .w`);
    for (const host of await hosts.all()) {
      await expect(host.locator('.sf-widget')).toBeVisible();
      await expect.poll(() => measure<string[]>(host, 'overflow'), `${column} ${await host.evaluate((h) => h.localName)}`).toEqual([]);
    }
  }
  // A product's page (gallery, related products, the nested contact form) in the sidebar.
  const products = page.locator('#narrow starfamily-products');
  await products
    .getByRole('link', { name: /Product Details/ })
    .first()
    .click();
  await expect(products.getByRole('heading', { name: 'Related Products' })).toBeVisible();
  await expect(products.locator('starfamily-contact-form').getByRole('button', { name: 'Send Message' })).toBeVisible();
  await expect.poll(() => measure<string[]>(products, 'overflow')).toEqual([]);
  expect(await violations()).toEqual([]);
});

test('sizes inside a widget ignore the page’s root font size (Bootstrap 3’s 10 px)', PHONE, async ({ page }) => {
  const sizes = async (rootCss: string) => {
    await openPartnerPage(page, `root-${rootCss.length}`, {
      css: rootCss,
      body: `<starfamily-products category-id="1" page-size="3"></starfamily-products><starfamily-events></starfamily-events>
             <starfamily-contact-form heading="Write to us"></starfamily-contact-form>`,
    });
    await expect(
      page
        .locator('starfamily-products')
        .getByRole('link', { name: /Product Details/ })
        .first(),
    ).toBeVisible();
    await expect(
      page
        .locator('starfamily-events')
        .getByRole('link', { name: /read more/i })
        .first(),
    ).toBeVisible();
    const form = page.locator('starfamily-contact-form');
    await form.getByLabel('Full name').focus();
    await form.getByLabel('Email').focus();
    await expect(form.getByText('Please enter your full name.')).toBeVisible();
    const all = await Promise.all(
      ['starfamily-products', 'starfamily-events', 'starfamily-contact-form'].map((tag) =>
        measure<string[]>(page.locator(tag), 'fontSizes'),
      ),
    );
    return { all: all.flat(), form };
  };
  const normal = await sizes('html { font-size: 16px; }');
  const bootstrap3 = await sizes('html { font-size: 10px; } body { font-size: 14px; }');
  expect(bootstrap3.all).toEqual(normal.all);
  // Field errors at the widget's size (0.92 of 16 px), and buttons in the widget's font, not the browser's 13.33 px.
  expect(bootstrap3.all).toContain('p.sf-field__error 14.72px');
  const button = await bootstrap3.form.getByRole('button', { name: 'Send Message' }).evaluate((element) => {
    const style = getComputedStyle(element);
    const frame = getComputedStyle(element.closest('.sf-widget')!);
    return { size: style.fontSize, family: style.fontFamily === frame.fontFamily };
  });
  expect(button).toEqual({ size: '16px', family: true });
});

for (const [theme, heading] of [
  ['dark section', '#### A dark section'],
  ['light brand colour', '#### A light brand colour'],
] as const) {
  test(`${theme} (docs’ example): the dialog, errors, buttons and links read at 4.5:1`, PHONE, async ({ page }) => {
    const css = await docsExample(heading);
    await openPartnerPage(page, theme.replaceAll(' ', '-'), {
      css: `.themed { padding: 16px; background: ${theme === 'dark section' ? '#212529' : '#fff'}; } ${css.replace(/^[^{]+\{/, '.themed {')}`,
      body: `<section class="themed"><starfamily-products category-id="1" page-size="3"></starfamily-products>
             <starfamily-contact-form heading="Write to us"></starfamily-contact-form></section>`,
    });
    const products = page.locator('starfamily-products');
    const form = page.locator('starfamily-contact-form');
    await expect(products.getByRole('link', { name: /Product Details/ }).first()).toBeVisible();
    const readable = async (locator: Locator, what: string) =>
      expect(await measure<number>(locator, 'contrast'), what).toBeGreaterThanOrEqual(4.5);

    await readable(products.locator('.sf-button').first(), 'button');
    await readable(products.getByRole('button', { name: 'Page 1' }), 'current page');
    await readable(products.getByRole('link', { name: 'View on the StarFamily website' }), 'link');
    await readable(products.getByRole('heading', { level: 1 }), 'title');
    await readable(products.locator('.sf-card__body :is(h2, h3)').first(), 'card title');
    await readable(products.locator('.sf-card__body p').first(), 'card text');

    await form.getByLabel('Full name').focus();
    await form.getByLabel('Email').focus();
    await readable(form.getByText('Please enter your full name.'), 'field error');
    await readable(form.getByLabel('Email'), 'field');

    await form.getByLabel('Full name').fill('Almaz Theme');
    await form.getByLabel('Email').fill('almaz.theme@partner.example');
    await form.getByLabel('Message').fill(`A message from a ${theme}.`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    const dialog = form.getByRole('dialog', { name: 'Message Sent!' });
    await expect(dialog).toBeVisible();
    await readable(dialog.getByRole('heading'), 'dialog heading');
    await readable(dialog.getByText('Your message has been successfully sent.'), 'dialog text');
    await readable(dialog.getByRole('button', { name: 'OK' }), 'dialog button');
  });
}

test('a light accent alone gets dark text on its buttons; a dark text alone gets a dark dialog', PHONE, async ({ page }) => {
  await openPartnerPage(page, 'auto-contrast', {
    css: `.light { --starfamily-accent: #ffc800; } .dark { background: #343a40; --starfamily-text: #fff; }`,
    body: `<div class="light"><starfamily-contact-form id="light"></starfamily-contact-form></div>
           <div class="dark"><starfamily-contact-form id="dark"></starfamily-contact-form></div>`,
  });
  for (const id of ['light', 'dark']) {
    const form = page.locator(`#${id}`);
    const send = form.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeVisible();
    expect(await measure<number>(send, 'contrast'), `${id} button`).toBeGreaterThanOrEqual(4.5);
    await form.getByLabel('Full name').focus();
    await form.getByLabel('Email').focus();
    expect(await measure<number>(form.getByText('Please enter your full name.'), 'contrast'), `${id} error`).toBeGreaterThanOrEqual(4.5);
    expect(await measure<number>(form.locator('label[for="contact-full_name"]'), 'contrast'), `${id} label`).toBeGreaterThanOrEqual(4.5);
  }
});

test('after a message is sent the emptied form shows no error, and its fields keep off a phone’s edges', PHONE, async ({ page }) => {
  await openPartnerPage(page, 'send', { css: '', body: '<starfamily-contact-form></starfamily-contact-form>' });
  const form = page.locator('starfamily-contact-form');
  await form.getByLabel('Full name').fill('Almaz Again');
  await form.getByLabel('Email').fill('almaz.again@partner.example');
  await form.getByLabel('Message').fill('Second message, after the first was sent.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('dialog', { name: 'Message Sent!' })).toBeVisible();
  await form.getByRole('button', { name: 'OK' }).click();
  await expect(form.getByRole('dialog')).toHaveCount(0);
  await expect(form.getByLabel('Message')).toHaveValue('');
  await expect(form.locator('.sf-field__error')).toHaveCount(0);
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  // The form has its own padding: its fields stand at least 12 px inside the element.
  const [host, field] = await Promise.all([form.boundingBox(), form.getByLabel('Full name').boundingBox()]);
  expect(field!.x - host!.x).toBeGreaterThanOrEqual(12);
  expect(host!.x + host!.width - (field!.x + field!.width)).toBeGreaterThanOrEqual(12);
});

test('heading-level, banner and layout fit a page with its own h1', PHONE, async ({ page, isMobile }) => {
  await openPartnerPage(page, 'headings', {
    css: '',
    body: `<h1>Harar Coffee Traders</h1>
      <h2>Our news</h2><starfamily-events banner="none" heading-level="3"></starfamily-events>
      <h2>Coffee</h2><starfamily-products id="plain" banner="plain" heading-level="2" category-id="1" page-size="6"></starfamily-products>
      <starfamily-products id="standard" category-id="1" page-size="6"></starfamily-products>
      <starfamily-products id="compact" layout="compact" category-id="1" page-size="6"></starfamily-products>`,
  });
  const events = page.locator('starfamily-events');
  const plain = page.locator('#plain');
  await expect(events.getByRole('link', { name: /read more/i }).first()).toBeVisible();
  await expect(plain.getByRole('heading', { level: 2, name: 'Products In Category Coffee' })).toBeVisible();
  // Card titles move down with the title (h2 under the h1 on our site: h3 under this h2), and keep their look.
  await expect(plain.locator('.sf-card').getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(plain.locator('.sf-card').getByRole('heading', { level: 2 })).toHaveCount(0);
  await expect(plain.getByRole('heading', { level: 1 })).toHaveCount(0);
  const cardTitleSize = (id: string) =>
    page
      .locator(`#${id} .sf-card__body :is(h2, h3)`)
      .first()
      .evaluate((h) => getComputedStyle(h).fontSize);
  await expect(
    page
      .locator('#standard')
      .getByRole('link', { name: /Product Details/ })
      .first(),
  ).toBeVisible();
  expect(await cardTitleSize('plain')).toBe(await cardTitleSize('standard'));

  // banner="none": no "Latest News" banner or breadcrumb; the articles' headings are h4 under the partner's h2 + 1.
  await expect(events.getByRole('heading', { name: 'Latest News' })).toHaveCount(0);
  await expect(events.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  await expect(events.locator('.sf-event-article').getByRole('heading', { level: 4 }).first()).toBeVisible();
  // Only the partner's own h1 on the page (the third products element keeps its defaults: one h1 of ours).
  const h1s = await page.evaluate(() => {
    const all = (root: ParentNode): Element[] =>
      [...root.querySelectorAll('*')].flatMap((e) => [e, ...(e.shadowRoot ? all(e.shadowRoot) : [])]);
    const roots = [document.querySelector('starfamily-events')!.shadowRoot!, document.querySelector('#plain')!.shadowRoot!];
    return [...document.querySelectorAll('h1'), ...roots.flatMap(all)].filter((element) => element.localName === 'h1').length;
  });
  expect(h1s).toBe(1);
  // An event opened inside a banner="none" element still shows its title, plainly, at the element's level.
  await events
    .getByRole('link', { name: /read more/i })
    .first()
    .click();
  await expect(events.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(events.locator('.sf-page-banner--plain')).toBeVisible();

  // layout="compact": the same six products in much less height on a phone.
  const compact = page.locator('#compact');
  await expect(compact.getByRole('link', { name: /Product Details/ })).toHaveCount(
    await page
      .locator('#standard')
      .getByRole('link', { name: /Product Details/ })
      .count(),
  );
  const heights = await Promise.all(
    ['#standard', '#compact'].map((id) => page.locator(`${id} .sf-grid`).evaluate((grid) => grid.getBoundingClientRect().height)),
  );
  if (isMobile) expect(heights[1]!).toBeLessThan(heights[0]! / 2.5);
  else expect(heights[1]!).toBeLessThan(heights[0]!);
  await expect.poll(() => measure<string[]>(compact, 'overflow')).toEqual([]);
});
