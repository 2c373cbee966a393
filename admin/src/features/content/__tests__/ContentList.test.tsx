// A content type's list: the working copy with each record's draft state, the type's own order, search and sort.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@starfamily/shared/testing';
import { ADMIN_API, openAdmin, SCREEN_LOADS } from '../../../app/__tests__/openAdmin';

const EVENTS = [
  {
    id: 9,
    eventName: 'Harvest fair',
    created_at: '2026-11-20T09:00:00Z',
    _revision: 'd1',
    _draft: { state: 'new', updatedBy: 'sara@example.com', updatedAt: '2026-11-27T10:00:00Z', publishAt: '2026-12-01T08:00:00Z' },
  },
  { id: 8, eventName: 'Coffee cupping', created_at: '2026-10-02T09:00:00Z', _revision: 'p-9a', _draft: null },
];

it("lists the working copy newest first with each draft's state, and asks the API to search and sort", async () => {
  const asked: string[] = [];
  server.use(
    http.get(`${ADMIN_API}/content/events`, ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({ items: EVENTS, total: 2, page: 1, perPage: 25 });
    }),
  );
  await openAdmin('/admin/events');
  const user = userEvent.setup();
  const fair = (await screen.findByText('Harvest fair', undefined, SCREEN_LOADS)).closest('tr')!;
  expect(within(fair).getByText(/^New, not published, scheduled/)).toBeVisible();
  expect(within(fair).getByRole('link', { name: 'Harvest fair' })).toHaveAttribute('href', '/admin/events/9');
  expect(within(screen.getByText('Coffee cupping').closest('tr')!).getByText('Published')).toBeVisible();
  expect(asked[0]).toBe('?sort=created_at&order=desc&page=1&perPage=25');

  await user.type(screen.getByRole('textbox', { name: 'Search' }), 'harvest');
  await waitFor(() => expect(asked.at(-1)).toBe('?q=harvest&sort=created_at&order=desc&page=1&perPage=25'));
  await user.click(within(screen.getByRole('columnheader', { name: /Event name/ })).getByText('Event name'));
  await waitFor(() => expect(asked.at(-1)).toBe('?q=harvest&sort=eventName&order=asc&page=1&perPage=25'));
  expect(screen.getByRole('link', { name: 'New event' })).toBeVisible();
});
