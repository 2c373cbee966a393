// Content as operators publish it (issue 33, docs/content-editing.md), seen from the public side: an event scheduled
// ahead appears on /event once its time has come with nobody doing anything; rich text with a script, an event
// handler and a javascript: link is saved, previewed and published, and no script of it runs on the public page, in the
// preview or in the admin (no CSP violation either: it never reaches the page).
import { expect, test, hostCeiling } from '../support/test';
import { watchCspViolations } from '../support/csp';
import { operatorSession, previewToken } from '../support/editing';
import { signInAsNewOperator } from '../support/operators';
import { apiList } from '../support/stack';

// Changes the stack (publishes events and rich text): runs alone (support/test.ts).
test.use({ changesStack: true });

type Saved = { id: number };
type WorkingRecord = Record<string, unknown> & { _revision: string; _draft: unknown };

/** What a test published, published back as it was (other specs read the same seed). */
const cleanUps: (() => Promise<unknown>)[] = [];
test.afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0)) await cleanUp();
});

test('an event scheduled ahead is on /event once its time has come, with no action', async ({ page }) => {
  test.setTimeout(hostCeiling(240_000));
  const editor = await operatorSession('editor');
  const [published] = await apiList(page.request, '/event_list');
  const name = `Harvest open day ${Date.now()}`;
  const event = await editor.call<Saved>('POST', '/content/events', {
    eventName: name,
    description: '<p>Come and see the washing stations.</p>',
    details: '',
    banner: published!.banner,
    images: [],
    created_at: new Date().toISOString(),
  });
  // Seconds ahead, not the admin's whole minute: the API takes any time and its scheduler looks every 5 s
  // (SCHEDULE_POLL_MS), and this spec holds the stack alone while it waits.
  const at = new Date(Date.now() + hostCeiling(15_000));
  await editor.call('PUT', `/content/events/${event.id}/schedule`, { publishAt: at.toISOString() });
  expect(await (await page.request.get('/event')).text(), 'not before its time').not.toContain(name);

  await expect(async () => {
    expect(await (await page.request.get('/event')).text()).toContain(name);
  }).toPass({ timeout: hostCeiling(150_000), intervals: [1_000] });
  expect(Date.now(), 'not before its time').toBeGreaterThanOrEqual(at.getTime());
  await page.goto('/event');
  await expect(page.getByRole('main').getByText(name).first()).toBeVisible();

  const { _revision } = await editor.call<WorkingRecord>('GET', `/content/events/${event.id}`);
  await editor.call('DELETE', `/content/events/${event.id}?revision=${encodeURIComponent(_revision)}`);
  await editor.call('POST', '/publish', { drafts: [{ type: 'events', id: event.id }] });
});

test('rich text with a script, a handler and a javascript: link runs nowhere: public page, preview, admin', async ({ page }) => {
  test.setTimeout(hostCeiling(180_000));
  const violations = await watchCspViolations(page);
  await page.addInitScript(() =>
    Object.defineProperty(window, '__xss', { configurable: true, set: () => document.documentElement.setAttribute('data-xss-ran', '') }),
  );
  const editor = await operatorSession('editor');
  // Not the first two products: the preview spec drafts those meanwhile.
  const product = (await apiList(page.request, '/products-list'))[2];
  const id = Number(product!.id);
  const marker = `Safe words ${Date.now()}`;
  const hostile = `<p>${marker}</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2"><a href="javascript:window.__xss = 3">a link</a>`;
  const { _draft, ...record } = await editor.call<WorkingRecord>('GET', `/content/products/${id}`);
  cleanUps.push(async () => {
    const now = await editor.call<WorkingRecord>('GET', `/content/products/${id}`);
    await editor.call('PUT', `/content/products/${id}`, { ...now, _draft: undefined, description: record.description });
    await editor.call('POST', '/publish', { drafts: [{ type: 'products', id }] });
  });
  const saved = await editor.call<Record<string, string>>('PUT', `/content/products/${id}`, { ...record, description: hostile });
  expect(saved.description).toContain(marker);
  expect(saved.description).not.toMatch(/<script|onerror|javascript:/i);

  // The preview.
  await page.goto(`/preview/product-single/${id}?token=${await previewToken(editor)}`);
  await expect(page.getByRole('main').getByText(marker)).toBeVisible();
  await expect(page.locator('a[href^="javascript:" i], [onerror]')).toHaveCount(0);
  await expect(page.locator('html[data-xss-ran]')).toHaveCount(0);

  // Published, on the public page.
  await editor.call('POST', '/publish', { drafts: [{ type: 'products', id }] });
  await expect(async () => {
    expect(await (await page.request.get(`/product-single/${id}`)).text()).toContain(marker);
  }).toPass({ timeout: hostCeiling(10_000), intervals: [250] });
  await page.goto(`/product-single/${id}`);
  await expect(page.getByRole('main').getByText(marker)).toBeVisible();
  await expect(page.locator('a[href^="javascript:" i], [onerror]')).toHaveCount(0);
  await expect(page.locator('html[data-xss-ran]')).toHaveCount(0);

  // The admin's form of it.
  await signInAsNewOperator(page, 'editor');
  await page.goto(`/admin/products/${id}`);
  await expect(page.locator('.ProseMirror').first()).toContainText(marker);

  await expect(page.locator('html[data-xss-ran]')).toHaveCount(0);
  expect(await violations()).toEqual([]);
});
