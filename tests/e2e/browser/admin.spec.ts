// The operators' admin at /admin (issue 32, docs/admin.md), in the production stack: an admin made by the command
// line sets a password through the printed link, signs in, answers a contact message and an enquiry sent from the
// public site, exports the CSV and signs out, after which the back button shows no inbox; axe on its screens; and a
// passkey registered and used with Chromium's virtual authenticator.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, hostCeiling } from '../support/test';
import { waitForContent, waitForHydration } from '../support/hydration';
import { addOperator } from '../support/operators';
import { apiList, field, stack } from '../support/stack';

// Changes the stack (operators, sessions and the inbox: accounts and messages the other tests would see change): runs alone (support/test.ts).
test.use({ changesStack: true });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const PASSWORD = 'copper kettle under seven hills';
const SIGN_IN_HEADING = 'Sign in to the StarFamily admin';

// One browser width: the admin is an office tool (react-admin's own layout covers phones; a11y.spec covers the site's).

/** As a11y.spec: axe's structure rules too (one h1, no skipped heading level, unique landmarks). */
const STRUCTURE_RULES = ['page-has-heading-one', 'heading-order', 'landmark-unique', 'landmark-one-main', 'landmark-no-duplicate-main'];

/** `structure: false` while a modal makes the page behind it inert (its main and h1 are then out of reach). */
async function violations(page: Page, { structure = true } = {}) {
  const rules = structure ? Object.fromEntries(STRUCTURE_RULES.map((rule) => [rule, { enabled: true }])) : {};
  const { violations: found } = await new AxeBuilder({ page }).options({ rules }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  return found.flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`));
}

const unique = (what: string) => `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Opens the set-up link and chooses the password. */
async function setPassword(page: Page, setupPath: string, password = PASSWORD) {
  await page.goto(setupPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your admin account' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password again', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Set my password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password is set.' })).toBeVisible();
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  if (!page.url().includes('/admin/login')) await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_HEADING })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const inboxRow = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function signOut(page: Page) {
  await page
    .getByRole('menuitem', { name: 'My account' })
    .or(page.getByRole('link', { name: 'My account' }))
    .first()
    .click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_HEADING })).toBeVisible();
}

/** A contact message through the site's contact page, as a visitor sends it. */
async function sendContactMessage(page: Page, email: string, message: string) {
  await page.goto('/contact');
  await waitForHydration(page);
  const form = page.getByRole('main').getByRole('region', { name: 'Contact form' });
  await form.getByRole('textbox', { name: 'Full name' }).fill('Selam Inbox Tester');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled({ timeout: hostCeiling(15_000) });
}

/** An enquiry through the quote basket: one product added from its page, sent from /quote. */
async function sendEnquiry(page: Page, email: string, product: Record<string, unknown>) {
  await page.goto(`/product-single/${String(product.id)}`);
  await waitForContent(page);
  await page.getByRole('main').getByRole('button', { name: 'Add to quote', exact: true }).click();
  await page.goto('/quote');
  await waitForHydration(page);
  const form = page.getByRole('region', { name: 'Your details' });
  await form.getByRole('textbox', { name: 'Full name' }).fill('Dawit Quote Tester');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Company (optional)' }).fill('Admin Test Traders');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('dialog', { name: 'Enquiry Sent!' })).toBeVisible();
}

test('the admin is served at /admin: not indexed, not in the sitemap, its own policy; the site stays as it was', async ({ request }) => {
  for (const path of ['/admin', '/admin/', '/admin/inbox', '/admin/setup']) {
    const answer = await request.get(`${stack.urls.shell}${path}`);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
    expect(answer.headers()['cache-control'], path).toBe('no-store');
    expect(answer.headers()['content-security-policy'], path).toContain(`connect-src 'self' ${stack.apiBaseUrl}`);
    // It frames only the site's own pages: the preview of a draft (docs/content-editing.md, "Admin screens").
    expect(answer.headers()['content-security-policy'], path).toContain("frame-src 'self';");
    // (The page is minified: attribute quotes are left out where HTML allows.)
    expect(await answer.text(), path).toMatch(/<meta name="?robots"? content="noindex, nofollow"/);
  }
  const html = await (await request.get(`${stack.urls.shell}/admin/`)).text();
  const script = /<script[^>]+src="?(\/admin\/main\.[0-9a-f]{8}\.js)/.exec(html)?.[1];
  expect(script, 'a content-hashed script under /admin/').toBeTruthy();
  const file = await request.get(`${stack.urls.shell}${script}`);
  expect(file.status()).toBe(200);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get(`${stack.urls.shell}/admin/main.00000000.js`)).status(), 'a missing file is not the page').toBe(404);

  expect(await (await request.get(`${stack.urls.shell}/robots.txt`)).text()).toContain('Disallow: /admin\n');
  expect(await (await request.get(`${stack.urls.shell}/sitemap.xml`)).text()).not.toContain('/admin');
  const home = await (await request.get(`${stack.urls.shell}/`)).text();
  expect(home, 'no public page refers to the admin').not.toContain('/admin');
});

test('an admin made by the command line sets a password, answers the inbox, exports it and signs out; back shows no inbox', async ({
  page,
  request,
}) => {
  test.slow(); // the command line, two messages through the site, and the admin's screens
  const admin = unique('admin');
  const setupPath = await addOperator(admin, 'admin');

  // Messages from the public site: a contact message and an enquiry.
  const contactEmail = unique('contact');
  const enquiryEmail = unique('enquiry');
  const [product] = await apiList(request, '/products-list');
  await sendContactMessage(page, contactEmail, 'Do you ship washed Yirgacheffe in December?');
  await sendEnquiry(page, enquiryEmail, product!);

  // The set-up link: a tampered one is refused; the right one sets the password, and then it is used up.
  await page.goto('/admin/setup#token=not-a-real-token');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await page.goto(setupPath);
  await page.getByLabel('New password', { exact: true }).fill('too short');
  await page.getByLabel('New password again', { exact: true }).fill('too short');
  await page.getByRole('button', { name: 'Set my password' }).click();
  await expect(page.getByText('Use at least 12 characters.')).toBeVisible();
  await setPassword(page, setupPath);
  await page.goto('/admin/login'); // the same link again, opened afresh (not a same-page fragment change)
  await page.goto(setupPath);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);

  // A wrong password gets the API's words; the right one opens the inbox.
  await signIn(page, admin, 'not the password at all');
  await expect(page.getByRole('alert')).toHaveText('Email or password is not right.');
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/inbox/);
  await expect(inboxRow(page, contactEmail)).toBeVisible();
  await expect(inboxRow(page, enquiryEmail)).toBeVisible();
  await expect(inboxRow(page, enquiryEmail)).toContainText('Enquiry');
  await expect(inboxRow(page, contactEmail)).toContainText('New');

  // Search and the kind filter narrow the list.
  await page.getByRole('textbox', { name: 'Search' }).fill(enquiryEmail);
  await expect(inboxRow(page, contactEmail)).toHaveCount(0);
  await expect(inboxRow(page, enquiryEmail)).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await expect(inboxRow(page, contactEmail)).toBeVisible();

  // The enquiry: its line, then marked replied with a note.
  await inboxRow(page, enquiryEmail).click();
  await expect(page.getByRole('table', { name: 'What the enquiry asks for' })).toContainText(field(product!, 'title'));
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Replied' }).click();
  await page.getByRole('textbox', { name: 'Internal note' }).fill('Sent the price list by mail.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Last changed by ${admin}`)).toBeVisible();
  await page
    .getByRole('menuitem', { name: 'Inbox' })
    .or(page.getByRole('link', { name: 'Inbox' }))
    .first()
    .click();
  await expect(inboxRow(page, enquiryEmail)).toContainText('Replied');

  // A message sent while the inbox is open shows up without a reload (the list is polled).
  const lateEmail = unique('late');
  const posted = await request.post(`${stack.urls.api}/contacts`, {
    data: { full_name: 'Late Sender', email: lateEmail, message: 'Are you open on Saturdays?' },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  await expect(inboxRow(page, lateEmail)).toBeVisible({ timeout: hostCeiling(15_000) });

  // The CSV export, as a download.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv).toContain(contactEmail);
  expect(csv).toContain(enquiryEmail);

  // Sign out; the back button then shows the sign-in page, never the inbox.
  await signOut(page);
  for (let step = 0; step < 2; step += 1) {
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_HEADING })).toBeVisible();
    await expect(page.getByText(contactEmail)).toHaveCount(0);
  }
  // Nor after leaving for the public site and coming back (a page the browser kept is checked again).
  await page.goto('/');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_HEADING })).toBeVisible();
  await expect(page.getByText(contactEmail)).toHaveCount(0);
  const session = await page.evaluate(
    async (api) => (await fetch(`${api}/api/admin/session`, { credentials: 'include' })).status,
    stack.apiBaseUrl,
  );
  expect(session, 'the session ended on the server').toBe(401);
});

test('axe: sign-in, set-up, inbox and accounts have no WCAG A/AA violation; sign-in works from the keyboard', async ({ page, request }) => {
  test.slow();
  const admin = unique('axe-admin');
  const setupPath = await addOperator(admin, 'admin');
  // The inbox with a row in it, whatever ran before.
  const sender = unique('axe-sender');
  const posted = await request.post(`${stack.urls.api}/contacts`, {
    data: { full_name: 'Axe Sender', email: sender, message: 'Checking the inbox for everyone.' },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  await page.goto(setupPath);
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  expect(await violations(page), 'set-up').toEqual([]);
  await setPassword(page, setupPath);

  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_HEADING })).toBeVisible();
  expect(await violations(page), 'sign-in').toEqual([]);
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await page.keyboard.type(admin);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/inbox/);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await expect(inboxRow(page, sender)).toBeVisible();
  expect(await violations(page), 'inbox').toEqual([]);
  await inboxRow(page, sender).getByRole('link', { name: 'Axe Sender' }).press('Enter');
  await expect(page.getByRole('textbox', { name: 'Internal note' })).toBeVisible();
  expect(await violations(page), 'an inbox item').toEqual([]);

  await page.goto('/admin/operators');
  await expect(page.getByRole('row').filter({ hasText: admin })).toBeVisible();
  expect(await violations(page), 'accounts').toEqual([]);
  await page.getByRole('link', { name: 'Add an account' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(unique('editor'));
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: /^Set-up link for / });
  await expect(dialog.getByRole('textbox', { name: 'Set-up link' })).toHaveValue(/\/admin\/setup#token=/);
  expect(await violations(page, { structure: false }), "a new account's set-up link").toEqual([]);
});

test('an admin adds an editor, disables and enables the account, issues a new link, changes its role, and reads it all in the audit log', async ({
  page,
}) => {
  test.slow();
  const admin = unique('accounts-admin');
  await setPassword(page, await addOperator(admin, 'admin'));
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/inbox/);

  const editor = unique('editor');
  await page
    .getByRole('menuitem', { name: 'Accounts' })
    .or(page.getByRole('link', { name: 'Accounts' }))
    .first()
    .click();
  await page.getByRole('link', { name: 'Add an account' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(editor);
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: `Set-up link for ${editor}` });
  await expect(dialog.getByRole('textbox', { name: 'Set-up link' })).toHaveValue(/\/admin\/setup#token=/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const row = page.getByRole('row').filter({ hasText: editor });
  await expect(row).toContainText('Editor');
  await expect(row).toContainText('Waiting for set-up');
  await row.getByRole('button', { name: `Disable ${editor}` }).click();
  await expect(row).toContainText('Disabled');
  await row.getByRole('button', { name: `Enable ${editor}` }).click();
  await expect(row).toContainText('Waiting for set-up');
  await row.getByRole('button', { name: `New set-up link for ${editor}` }).click();
  await expect(page.getByRole('dialog', { name: `Set-up link for ${editor}` }).getByRole('textbox', { name: 'Set-up link' })).toHaveValue(
    /token=/,
  );
  await page.getByRole('button', { name: 'Done' }).click();
  await row.getByRole('link', { name: 'Role' }).click();
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: /^Admin/ }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: editor })).toContainText('Admin');

  await page
    .getByRole('menuitem', { name: 'Audit log' })
    .or(page.getByRole('link', { name: 'Audit log' }))
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Who (email)' }).fill(admin);
  for (const action of ['operator-added', 'operator-disabled', 'operator-enabled', 'setup-link-issued', 'operator-role-changed']) {
    await expect(page.getByRole('row').filter({ hasText: action }).first(), action).toBeVisible();
  }
  expect(await violations(page), 'audit log').toEqual([]);
});

test("a passkey registered from My account signs in with Chromium's virtual authenticator", async ({ page }) => {
  test.slow();
  const admin = unique('passkey');
  await setPassword(page, await addOperator(admin, 'admin'));

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/inbox/);
  await page.goto('/admin/account');
  await page.getByRole('textbox', { name: 'Name for the new passkey' }).fill('Test laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('Test laptop');

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_HEADING })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  // Signed in again, back on the page signed out from (react-admin's rule, the same as with a password).
  await expect(page).toHaveURL(/\/admin\/account/);
  await expect(page.getByText(`${admin} (admin)`)).toBeVisible();
  await page.goto('/admin/inbox');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
});
