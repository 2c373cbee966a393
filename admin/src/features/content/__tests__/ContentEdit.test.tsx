// A content record's edit form, derived from the registry (a product: name, rich-text description and details,
// a picture, a picture list, a category reference), its rules, the API's refusals and the delete confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@starfamily/shared/testing';
import { ADMIN_API, CSRF_TOKEN, openAdmin, SCREEN_LOADS } from '../../../app/__tests__/openAdmin';

const PRODUCT = {
  id: 3,
  title: 'Sesame seeds',
  description: '<p>Hulled <strong>white</strong> sesame.</p>',
  details: '<p>Moisture 6%.</p>',
  banner: 'media/banner.jpg',
  images: ['media/one.jpg', 'media/two.jpg'],
  category_id: 2,
  _revision: 'p-5f2a',
  _draft: null,
};
const CATEGORIES = [
  { id: 1, name: 'Coffee', _revision: 'p-1', _draft: null },
  { id: 2, name: 'Oil seeds', _revision: 'p-2', _draft: null },
];

function answerProduct() {
  server.use(
    http.get(`${ADMIN_API}/content/products/3`, () => HttpResponse.json(PRODUCT)),
    http.get(`${ADMIN_API}/content/product-categories`, () => HttpResponse.json({ items: CATEGORIES, total: 2, page: 1, perPage: 100 })),
    http.get(`${ADMIN_API}/content/product-categories/:id`, ({ params }) =>
      HttpResponse.json(CATEGORIES.find((category) => String(category.id) === params.id)),
    ),
  );
}

it('derives the inputs from the registry: text, rich text, pictures and the category', async () => {
  answerProduct();
  await openAdmin('/admin/products/3');
  expect(await screen.findByRole('textbox', { name: /^Name/ }, SCREEN_LOADS)).toHaveValue('Sesame seeds');
  expect(screen.getByRole('textbox', { name: /^ID/ })).toBeDisabled();
  // Rich text: TipTap's editor, holding the stored HTML.
  await waitFor(() => expect(document.querySelectorAll('.ProseMirror')).toHaveLength(2), SCREEN_LOADS);
  expect(document.querySelector('.ProseMirror strong')).toHaveTextContent('white');
  // The reference: a choice among the categories, showing the chosen one's name.
  expect(await screen.findByRole('combobox', { name: /Category/ })).toHaveTextContent('Oil seeds');
  // Pictures: thumbnails of what the fields hold.
  const banner = screen.getByRole('group', { name: /Banner/ });
  expect(within(banner).getByRole('img')).toHaveAttribute('src', 'http://api.test/storage/media/banner.jpg');
  expect(within(screen.getByRole('group', { name: /Images/ })).getAllByRole('img')).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Choose Banner' })).toBeEnabled();
});

it("checks the API's rules next to the field before sending anything", async () => {
  answerProduct();
  const puts: unknown[] = [];
  server.use(
    http.put(`${ADMIN_API}/content/products/3`, async ({ request }) => {
      puts.push(await request.json());
      return HttpResponse.json(PRODUCT);
    }),
  );
  await openAdmin('/admin/products/3');
  const user = userEvent.setup();
  const name = await screen.findByRole('textbox', { name: /^Name/ }, SCREEN_LOADS);
  await user.clear(name);
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('Name is required.')).toBeVisible();
  expect(name).toHaveAccessibleDescription('Name is required.');
  await user.type(name, 'x'.repeat(201));
  expect(await screen.findByText('Name may have at most 200 characters.')).toBeVisible();
  expect(puts).toEqual([]);
});

it("sends the revision it opened; a 409 shows the API's message and keeps what was typed", async () => {
  answerProduct();
  const puts: { body: Record<string, unknown>; csrf: string | null }[] = [];
  const message =
    'Product 3 was changed by dawit@example.com at 2026-11-27 14:02 since you opened it. Reload to see their changes; yours are not saved.';
  server.use(
    http.put(`${ADMIN_API}/content/products/3`, async ({ request }) => {
      puts.push({ body: (await request.json()) as Record<string, unknown>, csrf: request.headers.get('x-csrf-token') });
      return HttpResponse.json({ error: 'conflict', message }, { status: 409 });
    }),
  );
  await openAdmin('/admin/products/3');
  const user = userEvent.setup();
  const name = await screen.findByRole('textbox', { name: /^Name/ }, SCREEN_LOADS);
  // Found before typing: pressed right after the last key, before autosave's delay could pass on a slow machine.
  const saveDraft = screen.getByRole('button', { name: 'Save draft' });
  await user.clear(name);
  await user.type(name, 'Sesame seeds, hulled');
  await user.click(saveDraft);

  expect(await screen.findByText(new RegExp(`${message.slice(0, 40)}.*Your changes are still in the form`))).toBeVisible();
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Sesame seeds, hulled');
  expect(puts).toHaveLength(1);
  expect(puts[0]!.csrf).toBe(CSRF_TOKEN);
  expect(puts[0]!.body).toMatchObject({
    title: 'Sesame seeds, hulled',
    category_id: 2,
    images: ['media/one.jpg', 'media/two.jpg'],
    _revision: 'p-5f2a',
  });
  expect(puts[0]!.body).not.toHaveProperty('_draft');
});

it("shows the API's 400 messages next to their fields", async () => {
  answerProduct();
  server.use(
    http.put(`${ADMIN_API}/content/products/3`, () =>
      HttpResponse.json(
        {
          error: 'Bad Request',
          message: 'The product is not valid.',
          errors: { banner: 'banner: media/banner.jpg is not in the media library' },
        },
        { status: 400 },
      ),
    ),
  );
  await openAdmin('/admin/products/3');
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /^Name/ }, SCREEN_LOADS), ' (new)');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  const banner = screen.getByRole('group', { name: /Banner/ });
  expect(await within(banner).findByText('banner: media/banner.jpg is not in the media library')).toBeVisible();
  expect(banner).toHaveAccessibleDescription('banner: media/banner.jpg is not in the media library');
});

it('asks before deleting, naming what links to the record, and sends the revision', async () => {
  answerProduct();
  const deletes: string[] = [];
  server.use(
    http.get(`${ADMIN_API}/content/products/3/links`, () =>
      HttpResponse.json([
        { type: 'enquiry', id: 12, label: 'Enquiry from Selam (open)' },
        { type: 'heroSlides', id: 1, label: 'Harvest time' },
      ]),
    ),
    http.delete(`${ADMIN_API}/content/products/3`, ({ request }) => {
      deletes.push(new URL(request.url).search);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${ADMIN_API}/content/products`, () => HttpResponse.json({ items: [], total: 0, page: 1, perPage: 25 })),
  );
  await openAdmin('/admin/products/3');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Product 3: Sesame seeds' }, SCREEN_LOADS));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Product 3: Sesame seeds?' });
  const links = within(dialog).getByRole('list', { name: 'What links to it' });
  expect(
    within(links)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Enquiry 12: Enquiry from Selam (open)', 'Hero slide 1: Harvest time']);
  expect(deletes).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(deletes).toEqual(['?revision=p-5f2a']));
  expect(await screen.findByText(/deleted in a draft/)).toBeVisible();
});

it("previews the saved record on its public page at a phone's and a desktop's width", async () => {
  answerProduct();
  let tokens = 0;
  server.use(
    http.post(`${ADMIN_API}/preview`, ({ request }) => {
      expect(request.headers.get('x-csrf-token')).toBe(CSRF_TOKEN);
      tokens += 1;
      return HttpResponse.json({ token: 'tok_1', expiresAt: '2026-11-27T15:00:00Z' });
    }),
  );
  await openAdmin('/admin/products/3');
  const user = userEvent.setup();
  const name = await screen.findByRole('textbox', { name: /^Name/ }, SCREEN_LOADS);
  // Found before typing, so the unsaved change is undone well within autosave's delay even on a slow machine.
  const preview = screen.getByRole('button', { name: 'Preview' });
  await user.type(name, '!');
  expect(preview).toHaveAccessibleName('Save to preview');
  expect(preview).toBeDisabled();
  await user.clear(name);
  await user.type(name, 'Sesame seeds');
  await user.click(await screen.findByRole('button', { name: 'Preview' }));

  const dialog = await screen.findByRole('dialog', { name: /Preview of Product 3: Sesame seeds/ });
  const frames = [390, 1280].map((width) => within(dialog).getByTitle(`Product 3: Sesame seeds at ${width} px`));
  expect(frames.map((frame) => [frame.getAttribute('src'), frame.getAttribute('width')])).toEqual([
    ['/preview/product-single/3?token=tok_1', '390'],
    ['/preview/product-single/3?token=tok_1', '1280'],
  ]);
  expect(tokens).toBe(1);
});
