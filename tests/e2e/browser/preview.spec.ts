// Preview (issue 33, docs/content-editing.md "Preview"): a product's draft, opened at /preview/… with a token from
// POST /api/admin/preview, is the real product page composed by the rendering server from the remotes with the draft's
// text, hydrated against the preview; the public page still shows what is published; nothing of it is kept or indexed;
// the admin (same origin) may frame it; an unknown token gets the 401 page. Runs at phone and desktop widths.
import { expect, test } from '../support/test';
import { saveProductDraft } from '../support/drafts';
import { collectConsoleProblems, waitForHydration } from '../support/hydration';
import { addOperator } from '../support/operators';
import { apiList, field, stack } from '../support/stack';

const PASSWORD = 'preview lantern over nine bridges';
const siteOrigin = () => new URL(stack.urls.shell).origin;
const apiOrigin = () => new URL(stack.urls.api).origin;

/** A signed-in editor's preview link, as the admin asks for it (its Origin, its session cookie, its CSRF token). */
async function previewToken(): Promise<string> {
  const email = `previewer-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const setupPath = await addOperator(email, 'editor');
  const token = new URL(setupPath, siteOrigin()).hash.replace(/^#token=/, '');
  const asAdminPage = { origin: siteOrigin(), 'content-type': 'application/json', 'x-csrf-token': '1' };
  const setUp = await fetch(`${apiOrigin()}/api/admin/setup`, { method: 'POST', headers: asAdminPage, body: JSON.stringify({ token, password: PASSWORD }) });
  expect(setUp.status, await setUp.clone().text()).toBe(204);
  const signIn = await fetch(`${apiOrigin()}/api/admin/session`, { method: 'POST', headers: asAdminPage, body: JSON.stringify({ email, password: PASSWORD }) });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.getSetCookie().find((line) => line.startsWith('__Host-sf_admin='))!.split(';', 1)[0]!;
  const { csrfToken } = (await signIn.json()) as { csrfToken: string };
  const opened = await fetch(`${apiOrigin()}/api/admin/preview`, { method: 'POST', headers: { ...asAdminPage, cookie, 'x-csrf-token': csrfToken }, body: '{}' });
  expect(opened.status).toBe(201);
  return ((await opened.json()) as { token: string }).token;
}

test('a draft previewed on the real page; the public page unchanged; nothing kept or indexed', async ({ page, request, stackControl }) => {
  test.setTimeout(180_000);
  const [product] = await apiList(request, '/products-list');
  const id = Number(product!.id);
  const published = field(product!, 'title');
  const draftTitle = `${published} (draft ${test.info().project.name})`;
  await saveProductDraft(stackControl, id, { title: draftTitle });
  const token = await previewToken();

  const path = `/preview/product-single/${id}`;
  const problems = collectConsoleProblems(page, path);
  const answer = await page.goto(`${path}?token=${token}`);
  expect(answer?.status()).toBe(200);
  const headers = answer!.headers();
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-robots-tag']).toBe('noindex');
  expect(headers['x-cache']).toBeUndefined();
  // Only the site itself (the admin, at /admin) may frame it.
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible();
  const bar = page.getByRole('complementary', { name: 'Preview' });
  await expect(bar).toContainText('Preview: not published');
  await expect(bar.getByRole('link', { name: 'Published page' })).toHaveAttribute('href', `/product-single/${id}`);
  await waitForHydration(page);
  // Hydrated against the preview: the draft is still what the page shows, with no hydration or console problem.
  await expect(main.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible();
  expect(page.url()).toContain(path);
  expect(problems).toEqual([]);
  // Links keep the preview: the product's category opens the preview's list (in the browser), which has the draft.
  await main.getByText('Category:').getByRole('link').click();
  await expect(page).toHaveURL(/\/preview\/product\b/);
  await expect(page.getByRole('main').getByRole('link', { name: `Product Details: ${draftTitle}` })).toBeVisible();
  expect(problems).toEqual([]);
  // The bar covers nothing: the page's end is above it, and its words fit on one line.
  const room = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).paddingBottom));
  const barBox = (await bar.boundingBox())!;
  expect(room).toBeGreaterThanOrEqual(Math.floor(barBox.height));
  const link = (await bar.getByRole('link').boundingBox())!;
  expect(link.x + link.width).toBeLessThanOrEqual(barBox.x + barBox.width);

  // The public page, and what crawlers get, are still the published product.
  const publicPage = await page.goto(`/product-single/${id}`);
  expect(publicPage?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: published })).toBeVisible();
  await expect(page.getByText(draftTitle)).toHaveCount(0);
  expect(await (await request.get(`/product-single/${id}`)).text()).not.toContain(draftTitle);

  // The admin, on the same origin, can show it in a frame at a phone's width (its policy and the preview's allow it).
  await page.goto('/admin/login');
  await page.evaluate((src) => {
    const frame = Object.assign(document.createElement('iframe'), { src, title: 'Preview frame', width: '390', height: '700' });
    document.body.append(frame);
  }, `${path}?token=${token}`);
  await expect(page.frameLocator('iframe[title="Preview frame"]').getByRole('heading', { level: 1, name: draftTitle })).toBeVisible();
});

test('an unknown or missing token gets the 401 page that says what to do', async ({ page }) => {
  for (const query of [`?token=${'A'.repeat(43)}`, '']) {
    const answer = await page.goto(`/preview/product-single/1${query}`);
    expect(answer?.status()).toBe(401);
    expect(answer!.headers()['cache-control']).toBe('no-store');
    await expect(page.getByText('This preview link has expired; open Preview again from the admin.')).toBeVisible();
  }
});
