// The catalogue's content changed from the server side (the content command while the stack serves): a malicious
// product description is stored sanitised and never runs. Apart from catalogue.spec.ts, whose tests only read the
// stack and so run beside others.
import { expect, test, type Page } from '../support/test';
import { waitForHydration } from '../support/hydration';
import { apiGet, apiItem, field } from '../support/stack';

// Changes the stack (a product's description, through the content command): runs alone (support/test.ts).
test.use({ changesStack: true });

type Row = Record<string, unknown>;
const id = (row: Row) => Number(row.id);
const main = (page: Page) => page.getByRole('main');

test.describe('content from the content command', () => {
  // Replaces the site's content: once, in the desktop project, is enough.

  test('a malicious product description is stored sanitised, never runs, and its text still shows', async ({
    page,
    request,
    stackControl,
  }) => {
    test.slow(); // three content commands (each a tsx start), on what may be a busy machine
    const marker = 'Hand-sorted beans from the hills';
    const payload = `<p>${marker}</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>`;
    let target = 0;

    // The original content comes back at the end of the test, however it ends (the fixture's teardown).
    await stackControl.editContent((bundle) => {
      target = id(bundle.products[0]!);
      bundle.products[0]!.description = payload;
    });
    const stored = await apiItem(request, `/product-list/${target}`);
    // Rich text is sanitised on import as on every save (docs/content-editing.md): the text stays, the script does not.
    expect(field(stored, 'description')).toContain(marker);
    expect(field(stored, 'description')).not.toMatch(/<script|onerror/i);

    await page.goto('/product');
    await waitForHydration(page);
    await expect(main(page).getByText(marker)).toBeVisible();
    await page.goto(`/product-single/${target}`);
    await waitForHydration(page);
    await expect(main(page).getByText(marker, { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    await expect(main(page).locator('script, [onerror]')).toHaveCount(0);

    await stackControl.restoreContent();
    const restored = (await apiGet(request, `/product-list/${target}`)) as Row;
    expect(field(restored, 'description')).not.toContain('onerror');
  });
});
