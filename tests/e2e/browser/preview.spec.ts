// Preview (issue 33, docs/content-editing.md "Preview"): a product's draft, opened at /preview/… with a token from
// POST /api/admin/preview, is the real product page composed by the rendering server from the remotes with the draft's
// text, hydrated against the preview; the public page still shows what is published; nothing of it is kept or indexed;
// the admin (same origin) may frame it; an unknown token gets the 401 page. Runs at phone and desktop widths.
import { expect, test, hostCeiling } from '../support/test';
import { operatorSession, previewToken, saveDraft } from '../support/editing';
import { collectConsoleProblems, waitForHydration } from '../support/hydration';
import { apiList, field } from '../support/stack';

// Runs beside other tests: a draft changes no public page (that is what it checks), and each project drafts its own
// product. Specs that publish run alone, so no "Publish all" takes a draft of this one's.

const cleanUps: (() => Promise<unknown>)[] = [];
test.afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0)) await cleanUp();
});

test('a draft previewed on the real page; the public page unchanged; nothing kept or indexed', async ({ page, request }) => {
  test.setTimeout(hostCeiling(180_000));
  // One product per project: the phone and desktop runs go side by side, and a record has one draft.
  const product = (await apiList(request, '/products-list'))[test.info().project.name === 'mobile' ? 1 : 0];
  const id = Number(product!.id);
  const published = field(product!, 'title');
  const draftTitle = `${published} (draft ${test.info().project.name})`;
  const editor = await operatorSession('editor');
  await saveDraft(editor, 'products', id, { title: draftTitle });
  // Nothing of it is left for another spec's "Publish all".
  cleanUps.push(() => editor.call('DELETE', `/content/products/${id}/draft`));
  const token = await previewToken(editor);

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
