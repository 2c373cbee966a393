// Issue 33's editing screens in the production stack (docs/content-editing.md).
// An editor creates a product with a camera photo and its alt text, previews it at a phone's width (the preview shows
// the draft, the public page does not), publishes it, sees it on the public page, edits it, publishes again and rolls
// back to the first version, and the catalogue widget on the demo partner page shows it as soon as the public page does;
// two operators editing one product: the second save is refused and keeps its input.
import { expect, test, type Page, hostCeiling } from '../support/test';
import { generatePhoto } from '../../../api/src/pictures/photoGenerator';
import { signInAsNewOperator } from '../support/operators';
import { operatorSession } from '../support/editing';
import { apiList, stack } from '../support/stack';

// Changes the stack (creates, publishes and rolls back products): runs alone (support/test.ts).
test.use({ changesStack: true });

/** Publishes every pending draft whose row names `label`, from the Publish page. */
async function publishDraft(page: Page, label: string) {
  await page.getByRole('menuitem', { name: 'Publish' }).click();
  const row = page.getByRole('row').filter({ hasText: label });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^Publish 1 selected$/ }).click();
  await expect(page.getByText(/^Published 1 draft/)).toBeVisible();
}

/** The public product page, polled until it shows `text` (the content version reaches kept pages within 2 s). */
async function expectPublicProduct(page: Page, id: string, text: string) {
  await expect(async () => {
    const answer = await page.request.get(`${stack.urls.shell}/product-single/${id}`);
    expect(await answer.text()).toContain(text);
  }).toPass({ timeout: hostCeiling(5_000), intervals: [250] });
}

/**
 * The demo partner page's products widget (docs/partner-demo: coffee, three a page), loaded once the public page shows
 * the publish: its last page lists the new product under `name`, with `text` on the widget's own product page.
 */
async function expectInPartnerWidget(page: Page, name: string, text: string) {
  const partner = await page.context().newPage();
  try {
    await partner.goto(`${stack.urls.partner}/`);
    const products = partner.locator('#products');
    await expect(products.getByRole('link', { name: 'Product Details' }).first()).toBeVisible();
    const pages = products.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: /^Page \d+$/ });
    if ((await pages.count()) > 0) await pages.last().click();
    const card = products.getByText(name, { exact: true });
    await expect(card).toBeVisible();
    await products.getByRole('link', { name: 'Product Details' }).last().click();
    await expect(products.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(products.getByText(text)).toBeVisible();
  } finally {
    await partner.close();
  }
}

test('an editor creates a product with a photo, previews it, publishes it, edits it and rolls back to the first version', async ({
  page,
}) => {
  test.slow();
  await signInAsNewOperator(page, 'editor');
  const name = `Sesame ${Date.now()}`;

  await page.getByRole('menuitem', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'New product' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  // Coffee: the category the demo partner page's products widget lists.
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Coffee', exact: true }).click();
  await page.locator('.ProseMirror').first().fill('First description from the admin.');
  await page.getByRole('button', { name: 'Choose Banner' }).click();
  const upload = page.getByRole('dialog', { name: 'Choose Banner' }).getByRole('form', { name: 'Upload a new picture' });
  await upload.getByLabel('Picture file').setInputFiles({ name: 'harvest.jpg', mimeType: 'image/jpeg', buffer: await generatePhoto(1) });
  await upload.getByRole('textbox', { name: /Alt text/ }).fill('Sesame drying in the sun');
  await upload.getByRole('spinbutton', { name: 'Focal point across (%)' }).fill('30');
  await upload.getByRole('spinbutton', { name: 'Focal point down (%)' }).fill('70');
  await expect(upload.getByRole('img', { name: 'Focal point at 30% across, 70% down' })).toBeVisible();
  await upload.getByRole('button', { name: 'Upload and choose' }).click();
  await expect(page.getByRole('group', { name: /Banner/ }).getByRole('img')).toBeVisible({ timeout: hostCeiling(30_000) });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  const id = /\/products\/(\d+)$/.exec(page.url())![1]!;

  // The preview shows the draft at a phone's width; the public page does not have it.
  await page.getByRole('button', { name: 'Preview' }).click();
  const phone = page.frameLocator(`iframe[title$="at 390 px"]`);
  await expect(phone.getByRole('heading', { name })).toBeVisible({ timeout: hostCeiling(15_000) });
  await page.getByRole('button', { name: 'Close the preview' }).click();
  expect((await page.request.get(`${stack.urls.shell}/product-single/${id}`)).status()).toBe(404);

  await publishDraft(page, name);
  await expectPublicProduct(page, id, 'First description from the admin.');
  await expectInPartnerWidget(page, name, 'First description from the admin.');

  await page.goto(`/admin/products/${id}`);
  await page.locator('.ProseMirror').first().fill('Second description.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await publishDraft(page, name);
  await expectPublicProduct(page, id, 'Second description.');

  // History: the version before the second publish, restored.
  await page.getByRole('menuitem', { name: 'History' }).click();
  await page.getByRole('row').nth(2).click();
  await page.getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expectPublicProduct(page, id, 'First description from the admin.');
  await expectInPartnerWidget(page, name, 'First description from the admin.');

  // The catalogue as other specs know it: the product deleted and that published.
  const cleaner = await operatorSession('editor');
  const { _revision } = await cleaner.call<{ _revision: string }>('GET', `/content/products/${id}`);
  await cleaner.call('DELETE', `/content/products/${id}?revision=${encodeURIComponent(_revision)}`);
  await cleaner.call('POST', '/publish', { drafts: [{ type: 'products', id: Number(id) }] });
});

test('two operators edit one product: the second save is refused with who changed it, and keeps what was typed', async ({
  page,
  browser,
}) => {
  test.slow();
  // Not the first three products: the preview and publishing specs draft those meanwhile.
  const id = Number((await apiList(page.request, '/products-list'))[3]!.id);
  await signInAsNewOperator(page, 'editor');
  const other = await browser.newPage({ baseURL: stack.urls.shell });
  try {
    const otherEmail = await signInAsNewOperator(other, 'editor');
    await page.goto(`/admin/products/${id}`);
    await other.goto(`/admin/products/${id}`);
    const mine = page.getByRole('textbox', { name: /^Name/ });
    await expect(mine).not.toHaveValue('');

    await other.getByRole('textbox', { name: /^Name/ }).fill(`Changed by the other ${Date.now()}`);
    await other.getByRole('button', { name: 'Save draft' }).click();
    await expect(other.getByText('Draft saved.')).toBeVisible();

    await mine.fill('Mine, typed meanwhile');
    await page.getByRole('button', { name: 'Save draft' }).click();
    // The form's own alert (the notification says it too).
    await expect(page.locator('#main-content').getByRole('alert').filter({ hasText: otherEmail })).toBeVisible();
    await expect(mine).toHaveValue('Mine, typed meanwhile');
  } finally {
    await other.close();
    // The other operator's draft is not left for another spec's "Publish all".
    await (await operatorSession('editor')).call('DELETE', `/content/products/${id}/draft`);
  }
});
