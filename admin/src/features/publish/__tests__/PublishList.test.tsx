// The Publish page: the pending drafts, a release of the chosen ones, discarding one, scheduling one.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@starfamily/shared/testing';
import { ADMIN_API, CSRF_TOKEN, openAdmin, SCREEN_LOADS } from '../../../app/__tests__/openAdmin';

const DRAFTS = [
  {
    type: 'products',
    id: 3,
    label: 'Sesame seeds',
    state: 'changed',
    updatedBy: 'sara@example.com',
    updatedAt: '2026-11-27T10:00:00Z',
    publishAt: null,
  },
  {
    type: 'events',
    id: 9,
    label: 'Harvest fair',
    state: 'new',
    updatedBy: 'dawit@example.com',
    updatedAt: '2026-11-27T11:00:00Z',
    publishAt: null,
  },
  {
    type: 'productCategories',
    id: 2,
    label: 'Oil seeds',
    state: 'deleted',
    updatedBy: 'sara@example.com',
    updatedAt: '2026-11-27T12:00:00Z',
    publishAt: null,
  },
];

it('lists the pending drafts and publishes the chosen ones as one release', async () => {
  let pending = DRAFTS;
  const releases: { body: unknown; csrf: string | null }[] = [];
  server.use(
    http.get(`${ADMIN_API}/drafts`, () => HttpResponse.json(pending)),
    http.post(`${ADMIN_API}/publish`, async ({ request }) => {
      releases.push({ body: await request.json(), csrf: request.headers.get('x-csrf-token') });
      pending = [DRAFTS[1]!];
      return HttpResponse.json({ version: { id: 14 } });
    }),
  );
  await openAdmin('/admin/drafts');
  const user = userEvent.setup();
  const product = (await screen.findByText('Product 3: Sesame seeds', undefined, SCREEN_LOADS)).closest('tr')!;
  expect(within(product).getByText('Changed, not published')).toBeVisible();
  expect(screen.getByText('Product category 2: Oil seeds').closest('tr')).toHaveTextContent('Deleted on publish');
  await user.click(within(product).getByRole('checkbox'));
  await user.click(within(screen.getByText('Product category 2: Oil seeds').closest('tr')!).getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Publish 2 selected' }));

  expect(await screen.findByText(/Published 2 drafts as version 14/)).toBeVisible();
  expect(releases).toEqual([
    {
      body: {
        drafts: [
          { type: 'products', id: 3 },
          { type: 'productCategories', id: 2 },
        ],
      },
      csrf: CSRF_TOKEN,
    },
  ]);
  await waitFor(() => expect(screen.queryByText('Product 3: Sesame seeds')).toBeNull());
  expect(screen.getByText('Event 9: Harvest fair')).toBeVisible();
});

it('shows why a release is refused, and publishes nothing', async () => {
  server.use(
    http.get(`${ADMIN_API}/drafts`, () => HttpResponse.json(DRAFTS)),
    http.post(`${ADMIN_API}/publish`, () =>
      HttpResponse.json({ error: 'Bad Request', message: 'products[3].category_id: product category 2 does not exist' }, { status: 400 }),
    ),
  );
  await openAdmin('/admin/drafts');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Publish all' }, SCREEN_LOADS));
  expect(await screen.findByText('products[3].category_id: product category 2 does not exist')).toBeVisible();
  expect(screen.getByText('Product 3: Sesame seeds')).toBeVisible();
});

it('discards a draft after asking, and schedules an event', async () => {
  const calls: string[] = [];
  server.use(
    http.get(`${ADMIN_API}/drafts`, () => HttpResponse.json(DRAFTS)),
    http.delete(`${ADMIN_API}/content/products/3/draft`, () => {
      calls.push('discard products/3');
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(`${ADMIN_API}/content/events/9/schedule`, async ({ request }) => {
      calls.push(`schedule events/9 ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ publishAt: '2030-01-02T09:30:00.000Z' });
    }),
  );
  await openAdmin('/admin/drafts');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Discard the draft of Sesame seeds' }, SCREEN_LOADS));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(calls).toEqual(['discard products/3']));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  await user.click(screen.getByRole('button', { name: 'Schedule Harvest fair' }));
  const dialog = await screen.findByRole('dialog', { name: 'Publish Harvest fair at' });
  const local = new Date('2030-01-02T09:30:00.000Z');
  const value = new Date(local.getTime() - local.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await user.type(within(dialog).getByLabelText('Date and time'), value);
  await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
  await waitFor(() => expect(calls).toEqual(['discard products/3', 'schedule events/9 {"publishAt":"2030-01-02T09:30:00.000Z"}']));
});
