// The quote basket in the composed production site (issue 21): products added from their cards and pages, the
// header's count, quantities, notes and removal on /quote, the basket kept over a reload, one enquiry sent and read
// back from the database with its lines and its mail to sales; and a product added from a partner's widget.
import { expect, test, type Page, hostCeiling } from '../support/test';
import { waitForContent, waitForHydration } from '../support/hydration';
import { storedEnquiryFrom } from '../support/enquiries';
import { mailSource, mailsFrom } from '../support/mailCatcher';
import { apiList, field, stack } from '../support/stack';

type Row = Record<string, unknown>;

const basketLink = (page: Page, label: string) => page.getByRole('banner').getByRole('link', { name: label, exact: true });

/** The card of `product` on the products page, found by its "Add to quote" button's name. */
const addFromCard = (page: Page, product: Row) =>
  page.getByRole('main').getByRole('button', { name: `Add to quote: ${field(product, 'title')}`, exact: true });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForContent(page);
}

/** A name of letters only (the form's rule), different for each project, so the API's duplicate rule never merges two runs. */
const buyerName = (project: string) => `Almaz ${project.replace(/[^a-z]/gi, '') || 'Buyer'} Tesfaye`;

test('a buyer collects products, edits the basket, keeps it over a reload and sends one enquiry', async ({ page, request }, testInfo) => {
  test.slow(); // the read-back stops and restarts the API
  const products = await apiList(request, '/products-list');
  expect(products.length, 'the seed has at least three products').toBeGreaterThanOrEqual(3);
  const [coffee, sesame, beans] = products as [Row, Row, Row];
  const line = (product: Row) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: field(product, 'title'), exact: true }) });

  // The product page: a quantity, then "Add to quote", with the spec's toast.
  await open(page, `/product-single/${beans.id}`);
  await expect(basketLink(page, 'Quote basket, empty')).toBeVisible();
  await page.getByRole('main').getByRole('spinbutton', { name: 'Quantity' }).fill('3');
  await page.getByRole('main').getByRole('button', { name: 'Add to quote', exact: true }).click();
  await expect(page.getByText('Item Added to Cart').first()).toBeVisible();
  await expect(basketLink(page, 'Quote basket, 1 product')).toBeVisible();

  // The cards: two more products, one of them twice.
  await open(page, '/product');
  await addFromCard(page, coffee).click();
  await addFromCard(page, sesame).click();
  await addFromCard(page, coffee).click();
  await expect(basketLink(page, 'Quote basket, 3 products')).toBeVisible();

  await basketLink(page, 'Quote basket, 3 products').click();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Request a quote' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${field(coffee, 'title')}` })).toHaveValue('2');
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${field(beans, 'title')}` })).toHaveValue('3');

  // Change quantities, write a note, remove a line.
  await page.getByRole('button', { name: `Increase quantity of ${field(sesame, 'title')}` }).click();
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${field(sesame, 'title')}` })).toHaveValue('2');
  await page.getByRole('spinbutton', { name: `Quantity of ${field(coffee, 'title')}` }).fill('40');
  await page.getByRole('textbox', { name: `Note (optional) for ${field(coffee, 'title')}` }).fill('Grade 1, 60 kg jute bags, FOB Djibouti');
  await page.getByRole('button', { name: `Remove ${field(beans, 'title')} from the quote` }).click();
  await expect(line(beans)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Products in your quote (2)' })).toBeFocused();
  await expect(basketLink(page, 'Quote basket, 2 products')).toBeVisible();

  // The basket lives in the browser: a reload keeps it, and the header's count.
  await page.reload();
  await waitForHydration(page);
  await expect(basketLink(page, 'Quote basket, 2 products')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${field(coffee, 'title')}` })).toHaveValue('40');
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${field(sesame, 'title')}` })).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: `Note (optional) for ${field(coffee, 'title')}` })).toHaveValue(
    'Grade 1, 60 kg jute bags, FOB Djibouti',
  );

  const email = `quote-${testInfo.project.name}-${Date.now()}@example.com`;
  const name = buyerName(testInfo.project.name);
  const form = page.getByRole('region', { name: 'Your details' });
  await form.getByRole('textbox', { name: 'Full name' }).fill(name);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Company (optional)' }).fill('Addis <Roasters> & Co');
  await form.getByRole('textbox', { name: 'Country (optional)' }).fill('Ethiopia');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('dialog', { name: 'Enquiry Sent!' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Enquiry Sent!' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Your quote basket is empty.')).toBeVisible();
  await expect(basketLink(page, 'Quote basket, empty')).toBeVisible();

  const enquiry = await storedEnquiryFrom(email);
  expect(enquiry).toMatchObject({ full_name: name, email, company: 'Addis <Roasters> & Co', country: 'Ethiopia', message: '' });
  expect(enquiry?.lines).toEqual([
    { product_id: coffee.id, product_name: field(coffee, 'title'), quantity: 40, note: 'Grade 1, 60 kg jute bags, FOB Djibouti' },
    { product_id: sesame.id, product_name: field(sesame, 'title'), quantity: 2, note: '' },
  ]);
  // Sales gets one mail about it, naming the lines (the worker sends it soon after the 201; wait until it arrives).
  await expect.poll(async () => (await mailsFrom(email)).length, { timeout: hostCeiling(20_000) }).toBe(1);
  const [mail] = await mailsFrom(email);
  expect(mail!.text).toContain(field(coffee, 'title'));
  expect(mail!.text).toContain(field(sesame, 'title'));
  expect(mail!.text).toContain('Grade 1, 60 kg jute bags, FOB Djibouti');
  expect(mail!.html).toContain('Addis &lt;Roasters&gt; &amp; Co');
  expect(await mailSource(mail!)).toMatch(new RegExp(`^Reply-To: .*<${email}>\\r?$`, 'm'));
});

test("the quote page is not for search engines and keeps a failed enquiry's basket", async ({ page, request }) => {
  const [product] = await apiList(request, '/products-list');
  const html = await (await request.get(`${stack.urls.shell}/quote`)).text();
  expect(html).toContain('<meta name="robots" content="noindex"');
  expect(await (await request.get(`${stack.urls.shell}/sitemap.xml`)).text()).not.toContain('/quote');

  await open(page, `/product-single/${product!.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to quote', exact: true }).click();
  await basketLink(page, 'Quote basket, 1 product').click();
  await page.route(`${stack.urls.api}/enquiries`, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { error: 'Internal Server Error' } }) : route.fallback(),
  );
  const form = page.getByRole('region', { name: 'Your details' });
  await form.getByRole('textbox', { name: 'Full name' }).fill('Almaz Tesfaye');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('almaz@example.com');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByText('Something went wrong. Please try again.')).toBeVisible();
  await expect(basketLink(page, 'Quote basket, 1 product')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Products in your quote (1)' })).toBeVisible();
});

test('"Add to quote" in a partner\'s products widget lands in the main site\'s basket', async ({ page, request }) => {
  const coffee = await apiList(request, '/products-list?category_id=1');
  await page.goto(`${stack.urls.partner}/`);
  const widget = page.locator('#products');
  const add = widget.getByRole('link', { name: `Add to quote: ${field(coffee[0]!, 'title')}`, exact: true });
  await expect(add).toHaveAttribute('href', `${stack.urls.shell}/quote?add=${coffee[0]!.id}`);
  await add.click();
  await waitForHydration(page);
  // Added once; the address no longer says so, so a reload adds nothing more.
  await expect(page).toHaveURL(`${stack.urls.shell}/quote`);
  await expect(page.getByText('Item Added to Cart').first()).toBeVisible();
  await expect(basketLink(page, 'Quote basket, 1 product')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${field(coffee[0]!, 'title')}` })).toHaveValue('1');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${field(coffee[0]!, 'title')}` })).toHaveValue('1');
});
