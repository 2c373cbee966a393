// Hero slides' order (an `ordered` type of the registry): moved with the keyboard or by dragging, saved as one call.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@starfamily/shared/testing';
import { ADMIN_API, CSRF_TOKEN, openAdmin, SCREEN_LOADS } from '../../../app/__tests__/openAdmin';

const SLIDES = [1, 2, 3].map((id) => ({
  id,
  title: `Slide ${'ABC'[id - 1]}`,
  description: '',
  file: `media/${id}.jpg`,
  _revision: `p-${id}`,
  _draft: null,
}));

it('moves a slide with the keyboard and another by dragging, then saves the new order', async () => {
  const orders: { ids: unknown; csrf: string | null }[] = [];
  server.use(
    http.get(`${ADMIN_API}/content/hero-slides`, () => HttpResponse.json({ items: SLIDES, total: 3, page: 1, perPage: 100 })),
    http.put(`${ADMIN_API}/content/hero-slides/order`, async ({ request }) => {
      orders.push({ ids: ((await request.json()) as { ids: unknown }).ids, csrf: request.headers.get('x-csrf-token') });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  await openAdmin('/admin/hero-slides');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Change order' }, SCREEN_LOADS));
  const dialog = await screen.findByRole('dialog', { name: 'Order of hero slides' });
  const rows = () =>
    within(dialog)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
  await waitFor(() => expect(rows()).toEqual(['1. Hero slide 1: Slide A', '2. Hero slide 2: Slide B', '3. Hero slide 3: Slide C']));

  within(dialog).getByRole('button', { name: 'Move Hero slide 3: Slide C up' }).focus();
  await user.keyboard('{Enter}');
  expect(rows()).toEqual(['1. Hero slide 1: Slide A', '2. Hero slide 3: Slide C', '3. Hero slide 2: Slide B']);
  expect(within(dialog).getByRole('status')).toHaveTextContent('Hero slide 3: Slide C moved to position 2 of 3.');

  const [first, , last] = within(dialog).getAllByRole('listitem');
  fireEvent.dragStart(last!);
  fireEvent.dragOver(first!);
  fireEvent.drop(first!);
  expect(rows()).toEqual(['1. Hero slide 2: Slide B', '2. Hero slide 1: Slide A', '3. Hero slide 3: Slide C']);

  await user.click(within(dialog).getByRole('button', { name: 'Save order' }));
  await waitFor(() => expect(orders).toEqual([{ ids: [2, 1, 3], csrf: CSRF_TOKEN }]));
  expect(await screen.findByText(/New order of hero slides saved as drafts/)).toBeVisible();
});

it('offers no ordering for types the registry does not order', async () => {
  const partner = { id: 4, name: 'Green Valley', banner: 'media/4.jpg', _revision: 'p-4', _draft: null };
  server.use(http.get(`${ADMIN_API}/content/partners`, () => HttpResponse.json({ items: [partner], total: 1, page: 1, perPage: 25 })));
  await openAdmin('/admin/partners');
  expect(await screen.findByText('Green Valley', undefined, SCREEN_LOADS)).toBeVisible();
  expect(screen.getByRole('link', { name: 'New partner' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Change order' })).toBeNull();
});
