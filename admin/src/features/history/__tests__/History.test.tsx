// History: the versions, one version's readable diff per item and field, and Restore (admins only, after asking).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@starfamily/shared/testing';
import { ADMIN_API, openAdmin, SCREEN_LOADS } from '../../../app/__tests__/openAdmin';

const VERSIONS = [
  {
    id: 14,
    createdAt: '2026-11-27T12:00:00Z',
    createdBy: 'sara@example.com',
    kind: 'publish',
    summary: '1 product changed',
    restoredFrom: null,
    changes: 1,
  },
  {
    id: 13,
    createdAt: '2026-11-26T12:00:00Z',
    createdBy: null,
    kind: 'import',
    summary: 'Imported the seed',
    restoredFrom: null,
    changes: 40,
  },
];
// GET /versions/:id: the version as listed (changes: a count) and its item changes.
const VERSION_14 = {
  ...VERSIONS[0],
  items: [
    {
      type: 'products',
      id: 3,
      label: 'Sesame seeds',
      change: 'changed',
      fields: [
        { name: 'description', label: 'Description', before: '<p>Hulled <b>white</b> sesame.</p>', after: '<p>Natural sesame.</p>' },
        { name: 'images', label: 'Images', before: ['media/one.jpg'], after: [] },
      ],
    },
  ],
};

function answerHistory() {
  const restores: string[] = [];
  server.use(
    http.get(`${ADMIN_API}/versions`, () => HttpResponse.json({ items: VERSIONS, total: 2, page: 1, perPage: 25 })),
    http.get(`${ADMIN_API}/versions/14`, () => HttpResponse.json(VERSION_14)),
    http.post(`${ADMIN_API}/versions/14/restore`, ({ request }) => {
      restores.push(request.headers.get('x-csrf-token') ?? '');
      return HttpResponse.json({ version: { id: 15 } });
    }),
  );
  return restores;
}

it("shows a version's changes as readable before and after, and restores it for an admin after asking", async () => {
  const restores = answerHistory();
  await openAdmin('/admin/versions', 'admin');
  const user = userEvent.setup();
  expect(await screen.findByText('Imported (command line)', undefined, SCREEN_LOADS)).toBeVisible();
  await user.click(screen.getByText('1 product changed'));
  const item = await screen.findByRole('region', { name: 'Changed: Product 3 (Sesame seeds)' });
  const description = within(item).getByRole('rowheader', { name: 'Description' }).closest('tr')!;
  expect(
    within(description)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Hulled white sesame.', 'Natural sesame.']);
  const images = within(item).getByRole('rowheader', { name: 'Images' }).closest('tr')!;
  expect(
    within(images)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['media/one.jpg', '(none)']);

  await user.click(screen.getByRole('button', { name: 'Restore' }));
  const dialog = await screen.findByRole('dialog', { name: 'Restore version 14?' });
  expect(restores).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
  await waitFor(() => expect(restores).toEqual(['csrf-of-the-session']));
});

it('offers Restore to an editor too (a rollback is a publish, which editors do)', async () => {
  answerHistory();
  await openAdmin('/admin/versions/14/show', 'editor');
  expect(await screen.findByRole('region', { name: 'Changed: Product 3 (Sesame seeds)' }, SCREEN_LOADS)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Restore' })).toBeVisible();
});
