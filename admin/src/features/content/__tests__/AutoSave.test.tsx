// Autosave of an edited record: saved as a draft AUTOSAVE_DELAY_MS after the last change, with the revision of the
// last save, never while invalid, and never again after someone else's change (409); leaving asks only while
// something is not saved. The clock is jest's (./autosaveClock.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@starfamily/shared/testing';
import { ADMIN_API, openAdmin, SCREEN_LOADS } from '../../../app/__tests__/openAdmin';
import { takeTheClock } from './autosaveClock';

const PRODUCT = {
  id: 3,
  title: 'Sesame seeds',
  description: '<p>Hulled sesame.</p>',
  details: '<p>Moisture 6%.</p>',
  banner: 'media/banner.jpg',
  images: ['media/one.jpg'],
  category_id: 2,
  _revision: 'p-5f2a',
  _draft: null,
};
const CATEGORY = { id: 2, name: 'Oil seeds', _revision: 'p-2', _draft: null };
const CONFLICT =
  'Product 3 was changed by dawit@example.com at 2026-11-27 14:02 since you opened it. Reload to see their changes; yours are not saved.';

type Body = Record<string, unknown>;

/** The product's edit screen (`opened` as the API has it), with PUTs answered by `answer` (the nth PUT, from 1) and recorded. */
async function openProduct(answer: (body: Body, nth: number) => Response | Promise<Response>, opened: Body = PRODUCT) {
  const puts: Body[] = [];
  server.use(
    http.get(`${ADMIN_API}/content/products/3`, () => HttpResponse.json(opened)),
    http.get(`${ADMIN_API}/content/product-categories`, () => HttpResponse.json({ items: [CATEGORY], total: 1, page: 1, perPage: 100 })),
    http.get(`${ADMIN_API}/content/product-categories/2`, () => HttpResponse.json(CATEGORY)),
    http.put(`${ADMIN_API}/content/products/3`, async ({ request }) => {
      const body = (await request.json()) as Body;
      puts.push(body);
      return answer(body, puts.length);
    }),
  );
  await openAdmin('/admin/products/3');
  const name = await screen.findByRole('textbox', { name: /^Name/ }, SCREEN_LOADS);
  // The rich-text editors are loaded (a lazy chunk): the form is whole before the clock is taken over.
  await waitFor(() => expect(document.querySelectorAll('.ProseMirror')).toHaveLength(2), SCREEN_LOADS);
  return { puts, name, ...takeTheClock() };
}

const DRAFT = { state: 'changed', updatedBy: 'sara@example.com', updatedAt: '2026-11-27T14:00:00Z', publishAt: null };

/** The API's answer to a draft save: the record as saved, with its new revision. */
const savedAs = (body: Body, revision: string) => HttpResponse.json({ ...PRODUCT, ...body, _revision: revision, _draft: DRAFT });

afterEach(() => jest.useRealTimers());

it('saves a change after the delay, then the next change with the revision the first save answered', async () => {
  const { puts, name, user, waitTheDelay } = await openProduct((body, nth) => savedAs(body, `d${nth}`));
  await user.type(name, ', hulled');
  expect(puts).toEqual([]);
  await waitTheDelay();
  await waitFor(() => expect(puts).toHaveLength(1));
  expect(puts[0]).toMatchObject({ title: 'Sesame seeds, hulled', category_id: 2, _revision: 'p-5f2a' });
  expect(await screen.findByRole('status')).toHaveTextContent(/^Draft saved at \d\d:\d\d$/);
  expect(screen.getByRole('button', { name: 'Preview' })).toBeEnabled();

  await user.type(name, ' and white');
  await waitTheDelay();
  await waitFor(() => expect(puts).toHaveLength(2));
  expect(puts[1]).toMatchObject({ title: 'Sesame seeds, hulled and white', _revision: 'd1' });
  // Nothing new typed: nothing more is sent.
  await waitTheDelay();
  await waitTheDelay();
  expect(puts).toHaveLength(2);
});

it('keeps what is typed while a save is on its way, and saves it next with the new revision', async () => {
  let answerFirst: () => void = () => undefined;
  const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve));
  const { puts, name, user, waitTheDelay } = await openProduct(async (body, nth) => {
    if (nth === 1) await firstAnswered;
    return savedAs(body, `d${nth}`);
  });
  await user.type(name, ', hulled');
  await waitTheDelay();
  await waitFor(() => expect(puts).toHaveLength(1));
  expect(screen.getByRole('status')).toHaveTextContent('Saving…');
  await user.type(name, ' and white');
  answerFirst();
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Draft saved at/));
  expect(name).toHaveValue('Sesame seeds, hulled and white');
  await waitTheDelay();
  await waitFor(() => expect(puts).toHaveLength(2));
  expect(puts[1]).toMatchObject({ title: 'Sesame seeds, hulled and white', _revision: 'd1' });
});

it('stops after a 409: the banner says who, the input stays, nothing more is sent', async () => {
  const { puts, name, user, waitTheDelay } = await openProduct(() =>
    HttpResponse.json({ error: 'conflict', message: CONFLICT }, { status: 409 }),
  );
  await user.type(name, ', hulled');
  await waitTheDelay();
  expect(await screen.findByText(new RegExp(`${CONFLICT.slice(0, 40)}.*Your changes are still in the form`))).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('Autosave is off until you reload.');
  expect(name).toHaveValue('Sesame seeds, hulled');
  await user.type(name, ' and white');
  await waitTheDelay();
  await waitTheDelay();
  expect(puts).toHaveLength(1);
  expect(name).toHaveValue('Sesame seeds, hulled and white');
});

it('sends nothing while a value breaks the rules, and shows why next to the field', async () => {
  const { puts, name, user, waitTheDelay } = await openProduct((body, nth) => savedAs(body, `d${nth}`));
  await user.clear(name);
  await waitTheDelay();
  expect(await screen.findByText('Name is required.')).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('Not saved: Some fields need fixing');
  await waitTheDelay();
  expect(puts).toEqual([]);
});

it("shows the API's 400 next to its field and does not send the same values again", async () => {
  const { puts, name, user, waitTheDelay } = await openProduct(() =>
    HttpResponse.json(
      {
        error: 'Bad Request',
        message: 'The product is not valid.',
        errors: { banner: 'banner: media/banner.jpg is not in the media library' },
      },
      { status: 400 },
    ),
  );
  await user.type(name, ', hulled');
  await waitTheDelay();
  const banner = screen.getByRole('group', { name: /Banner/ });
  expect(await within(banner).findByText('banner: media/banner.jpg is not in the media library')).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('Not saved: The product is not valid.');
  await waitTheDelay();
  await waitTheDelay();
  expect(puts).toHaveLength(1);
});

it('asks before leaving while something typed is not saved, and not once it is', async () => {
  const { puts, name, user, waitTheDelay } = await openProduct((body, nth) => savedAs(body, `d${nth}`));
  server.use(http.get(`${ADMIN_API}/content/products`, () => HttpResponse.json({ items: [PRODUCT], total: 1, page: 1, perPage: 25 })));
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  await user.type(name, ', hulled');
  await user.click(screen.getByRole('menuitem', { name: 'Products' }));
  await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
  expect(window.location.pathname).toBe('/admin/products/3');

  await waitTheDelay();
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Draft saved at/));
  expect(puts).toHaveLength(1);
  await user.click(screen.getByRole('menuitem', { name: 'Products' }));
  await waitFor(() => expect(window.location.pathname).toBe('/admin/products'));
  expect(confirm).toHaveBeenCalledTimes(1);
  confirm.mockRestore();
});

it('discarding the draft drops what was typed and not saved yet: it is not autosaved afterwards', async () => {
  const drafted = { ...PRODUCT, title: 'Sesame seeds, drafted', _revision: 'd4', _draft: DRAFT };
  const { puts, name, user, waitTheDelay } = await openProduct((body, nth) => savedAs(body, `d${nth}`), drafted);
  server.use(
    http.delete(`${ADMIN_API}/content/products/3/draft`, () => {
      server.use(http.get(`${ADMIN_API}/content/products/3`, () => HttpResponse.json(PRODUCT)));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  await user.type(name, ' and typed');
  await user.click(screen.getByRole('button', { name: 'Discard draft' }));
  await user.click(screen.getByRole('button', { name: 'Yes, discard' }));
  await waitFor(() => expect(name).toHaveValue('Sesame seeds'));
  await waitTheDelay();
  await waitTheDelay();
  expect(puts).toEqual([]);
});
