// Taps before the scripts (docs/decisions/0037-taps-captured-before-hydration.md): every script request of the page is held
// (nothing of the app has run: the server's HTML and CSS only), the visitor acts on what is painted, then the scripts
// are let through. What was done must take effect exactly once: not lost, not doubled.
import { expect, test, PHONE, type Page, type Route } from '../support/test';
import { waitForHydration } from '../support/hydration';
import { storedContactMessages } from '../support/contactMessages';
import { stack } from '../support/stack';

/** Holds every script the page asks for until `release`; from then on scripts load as usual. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    (route) => (released ? route.continue() : void held.push(route)),
  );
  return {
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** The page as the server sent it, with no script of the app run yet. */
async function openWithoutScripts(page: Page, path: string) {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  // The loader of the page's entry is lifted by CSS, with no script (the suite's LOADER_MS is 300).
  await expect(page.locator('.sf-loading-screen--overlay')).toBeHidden();
  return scripts;
}

test("the spec's loader is lifted by CSS at the loader time after entry, with no script at all", async ({ page }) => {
  await openWithoutScripts(page, '/');
  const liftedAt = await page.evaluate(() => performance.now());
  // 300 ms after navigation started, not after scripts: the scripts have not even arrived.
  expect(liftedAt).toBeGreaterThanOrEqual(300);
  await expect(page.getByRole('main')).toBeVisible();
});

test('a tap on a control before hydration takes effect once hydrated, once', PHONE, async ({ page }) => {
  const scripts = await openWithoutScripts(page, '/');
  const carousel = page.getByRole('region', { name: 'Our partners' });
  const pause = carousel.getByRole('button', { name: 'Pause slides' });
  await pause.scrollIntoViewIfNeeded();
  // Twice: the visitor saw nothing happen and tapped again; the intent is one press.
  await pause.click();
  await pause.click();
  await expect(page.locator('.sf-tap-pending')).toHaveCount(1);
  await scripts.release();
  await waitForHydration(page);
  await expect(carousel.getByRole('button', { name: 'Play slides' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.sf-tap-pending')).toHaveCount(0);
});

test('"Add to quote" tapped before hydration puts the product in the basket once', PHONE, async ({ page }) => {
  const scripts = await openWithoutScripts(page, '/product-single/1');
  const add = page
    .getByRole('main')
    .getByRole('button', { name: /^Add to quote/ })
    .first();
  await add.click();
  await add.click();
  await scripts.release();
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Quote basket, 1 product' }).first()).toBeAttached();
  await page.goto('/quote');
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: /./ })).not.toHaveCount(0);
  const lines = await page.evaluate(
    () => JSON.parse(JSON.parse(localStorage.getItem('persist:starfamily') ?? '{}').cartList ?? '[]').length,
  );
  expect(lines, 'one line in the stored basket').toBe(1);
});

test('the contact form typed and sent before hydration is sent once, with what was typed', PHONE, async ({ page }, testInfo) => {
  const message = `Early bird: 5 t of sesame, please (${testInfo.project.name}, ${Date.now()}).`;
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/contacts') && posts.push(request.url()));
  const scripts = await openWithoutScripts(page, '/contact');
  const form = page.getByRole('main').getByRole('region', { name: 'Contact form' });
  await form.getByRole('textbox', { name: 'Full name' }).fill('Abebe Kebede');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('abebe.early@example.com');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect(page.url(), 'the form did not submit itself as HTML').toMatch(/\/contact$/);
  await scripts.release();
  await expect(page.getByRole('dialog', { name: 'Message Sent!' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  expect(posts).toHaveLength(1);
  const stored = (await storedContactMessages()).filter((row) => row.message === message);
  expect(stored, 'exactly one stored row for this message').toHaveLength(1);
  expect(stored[0]).toMatchObject({ full_name: 'Abebe Kebede', email: 'abebe.early@example.com' });
});

test('a widget on the demo partner page takes a tap from its first paint, once', async ({ page }) => {
  // Widgets paint nothing before their script: what they paint, React paints with its handlers attached.
  const scripts = await holdScripts(page);
  // The partner's own scripts are held too: its page is not "loaded" until they are let through.
  await page.goto(`${stack.urls.partner}/`, { waitUntil: 'commit' });
  const products = page.locator('#products');
  await expect(products).toBeAttached();
  await expect(products.getByRole('button', { name: 'Page 2' })).toHaveCount(0);
  await scripts.release();
  const pageTwo = products.getByRole('button', { name: 'Page 2' });
  await pageTwo.click();
  await expect(pageTwo).toHaveAttribute('aria-current', 'page');
  await expect(products.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current', 'page');
});
