// The contact remote in the composed production site: the contact page, the form's validation, a message that
// reaches the database over real HTTP, and the failure the visitor sees when the API answers 500.
import { expect, test, type Page, type Request } from '../support/test';
import { waitForHydration } from '../support/hydration';
import { storedContactMessages } from '../support/contactMessages';
import { apiItem, field, stack } from '../support/stack';

const CONTACTS_URL = `${stack.urls.api}/contacts`;
const FAILURE_TEXT = 'Something went wrong. Please try again.';

function contactForm(page: Page) {
  const form = page.getByRole('main').getByRole('region', { name: 'Contact form' });
  return {
    form,
    name: form.getByRole('textbox', { name: 'Full name' }),
    email: form.getByRole('textbox', { name: 'Email', exact: true }),
    phone: form.getByRole('textbox', { name: 'Phone (optional)' }),
    message: form.getByRole('textbox', { name: 'Message', exact: true }),
    send: form.getByRole('button', { name: 'Send Message' }),
    sending: form.getByRole('button', { name: 'Sending...' }),
  };
}

/** Every POST the page sends to the contacts endpoint, so a test can prove nothing was sent. */
function recordContactPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === CONTACTS_URL) posts.push(request);
  });
  return posts;
}

async function openContactPage(page: Page) {
  await page.goto('/contact');
  await waitForHydration(page);
  const form = contactForm(page);
  await expect(form.send).toBeEnabled();
  return form;
}

test('/contact: address, email and phone cards, the enquiry heading, the form and the map, from the API', async ({ page, request }) => {
  const info = await apiItem(request, '/contact-info');
  await page.goto('/contact');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

  const card = (title: string) => main.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card('Address')).toContainText(field(info, 'address'));
  for (const key of ['email1', 'email2']) {
    await expect(card('Email Us').getByRole('link', { name: field(info, key) })).toHaveAttribute('href', `mailto:${field(info, key)}`);
  }
  for (const key of ['phone1', 'phone2']) {
    await expect(card('Call Now').getByRole('link', { name: field(info, key) })).toHaveAttribute(
      'href',
      `tel:${field(info, key).replace(/[^\d+]/g, '')}`,
    );
  }
  await expect(main.getByRole('heading', { name: 'Ask us about coffee, oilseed and pulse exports' })).toBeVisible();
  await expect(contactForm(page).send).toBeVisible();
  await expect(main.locator('iframe[title="Map of the StarFamily office"]')).toHaveAttribute('src', field(info, 'gmapUrl'));
});

test('errors show once a field is touched; submitting an invalid form shows them all and sends nothing', async ({ page }) => {
  const posts = recordContactPosts(page);
  const form = await openContactPage(page);
  const nameError = form.form.getByText('Please enter your full name.');
  const emailError = form.form.getByText('Please enter your email address.');
  const messageError = form.form.getByText('Please enter a message.');

  // Nothing is shown before a field has been visited.
  await form.name.click();
  await expect(nameError).toHaveCount(0);
  await form.name.press('Tab');
  await expect(nameError).toBeVisible();
  await expect(form.name).toHaveAttribute('aria-invalid', 'true');
  await expect(form.email).toBeFocused();
  await expect(emailError).toHaveCount(0);
  await expect(messageError).toHaveCount(0);

  await form.name.fill('R2 D2');
  await expect(form.form.getByText('Your name may contain only letters and spaces.')).toBeVisible();
  await form.name.fill('Abebe Kebede');
  await expect(form.form.getByText(/^Your name|^Please enter your full name/)).toHaveCount(0);
  await expect(form.name).toHaveAttribute('aria-invalid', 'false');

  await form.email.fill('abebe.example.com');
  await form.send.click();
  await expect(form.form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(messageError).toBeVisible();
  // The phone is optional: no message for it.
  await expect(form.phone).toHaveAttribute('aria-invalid', 'false');
  await expect(form.send).toBeEnabled();
  expect(posts, 'an invalid form is never sent').toEqual([]);
});

test('a sent message ends up in the database: Sending... on the way, then the dialog and an empty form', async ({ page }, testInfo) => {
  const sent = {
    full_name: 'Abebe Kebede',
    email: `abebe.${testInfo.project.name}@example.com`,
    phone: '+251 11 667 2040 ext. 12',
    message: `Please quote 20 t of washed Yirgacheffe (${testInfo.project.name}, ${Date.now()}).`,
  };
  // The request is held until the test has seen the sending state, then goes on to the real API unchanged.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(CONTACTS_URL, async (route) => {
    await released;
    await route.continue();
  });
  const form = await openContactPage(page);
  await form.name.fill(sent.full_name);
  await form.email.fill(sent.email);
  await form.phone.fill(sent.phone);
  await form.message.fill(sent.message);

  const answered = page.waitForResponse((response) => response.url() === CONTACTS_URL && response.request().method() === 'POST');
  await form.send.click();
  await expect(form.sending).toBeDisabled();
  release();
  expect((await answered).status()).toBe(201);

  const dialog = page.getByRole('dialog', { name: 'Message Sent!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your message has been successfully sent.');
  for (const input of [form.name, form.email, form.phone, form.message]) await expect(input).toHaveValue('');
  await expect(form.form.getByText(FAILURE_TEXT)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(form.send).toBeEnabled();

  const stored = (await storedContactMessages()).filter((row) => row.message === sent.message);
  expect(stored, 'exactly one stored row for this message').toHaveLength(1);
  expect(stored[0]).toMatchObject(sent);
});

test('the API answering 500: the error shows below the button, the text stays, and a retry succeeds', async ({ page }) => {
  await page.route(CONTACTS_URL, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }) : route.fallback(),
  );
  const form = await openContactPage(page);
  await form.name.fill('Zoë Tadesse');
  await form.email.fill('zoe@example.com');
  await form.message.fill('Do you ship sesame to Rotterdam?');
  await form.send.click();

  const failure = form.form.getByRole('alert');
  await expect(failure).toHaveText(FAILURE_TEXT);
  const [buttonBox, failureBox] = [await form.send.boundingBox(), await failure.boundingBox()];
  expect(failureBox!.y, 'the error sits below the button').toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(form.name).toHaveValue('Zoë Tadesse');
  await expect(form.message).toHaveValue('Do you ship sesame to Rotterdam?');
  await expect(form.send).toBeEnabled();

  // The API recovers: the same text goes through and the error goes away.
  await page.unroute(CONTACTS_URL);
  await form.send.click();
  await expect(page.getByRole('dialog', { name: 'Message Sent!' })).toBeVisible();
  await expect(failure).toHaveCount(0);
});
