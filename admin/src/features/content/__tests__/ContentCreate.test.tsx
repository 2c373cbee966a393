// A new record of a content type: not autosaved; its first "Save" creates the draft (its id) and opens its edit
// screen, where autosave starts, without asking to leave the filled-in form.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@starfamily/shared/testing';
import { ADMIN_API, openAdmin, SCREEN_LOADS } from '../../../app/__tests__/openAdmin';
import { takeTheClock } from './autosaveClock';

const NEW_DRAFT = { state: 'new', updatedBy: 'sara@example.com', updatedAt: '2026-11-27T14:00:00Z', publishAt: null };

afterEach(() => jest.useRealTimers());

it('does not autosave a new record: its first Save creates it and opens its edit screen, without asking to leave', async () => {
  const posts: Record<string, unknown>[] = [];
  server.use(
    http.post(`${ADMIN_API}/content/product-categories`, async ({ request }) => {
      posts.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ id: 5, name: 'Spices', _revision: 'd1', _draft: NEW_DRAFT }, { status: 201 });
    }),
    http.get(`${ADMIN_API}/content/product-categories/5`, () =>
      HttpResponse.json({ id: 5, name: 'Spices', _revision: 'd1', _draft: NEW_DRAFT }),
    ),
  );
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  await openAdmin('/admin/product-categories/create');
  const name = await screen.findByRole('textbox', { name: /^Name/ }, SCREEN_LOADS);
  const { user, waitTheDelay } = takeTheClock();
  await user.type(name, 'Spices');
  await waitTheDelay();
  await waitTheDelay();
  expect(posts).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(window.location.pathname).toBe('/admin/product-categories/5'));
  expect(posts).toEqual([{ name: 'Spices' }]);
  expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Spices');
  expect(confirm).not.toHaveBeenCalled();
  confirm.mockRestore();
});
