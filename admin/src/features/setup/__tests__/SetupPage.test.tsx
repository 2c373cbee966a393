// The set-up link's page: the token from the fragment, the API's verdict on the link, the password rules, the result.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { server, TEST_API_BASE } from '@starfamily/shared/testing';
import { loadConfig } from '../../../lib/config';
import { SetupPage, tokenFromFragment } from '../SetupPage';

const ADMIN_API = `${TEST_API_BASE}/api/admin`;

beforeEach(async () => {
  server.use(http.get('http://localhost/config.json', () => HttpResponse.json({ apiBaseUrl: TEST_API_BASE })));
  await loadConfig();
});

const openLink = (hash: string) =>
  render(
    <MemoryRouter initialEntries={[`/admin/setup${hash}`]}>
      <SetupPage />
    </MemoryRouter>,
  );

it('reads the token from the fragment', () => {
  expect(tokenFromFragment('#token=abc_-123')).toBe('abc_-123');
  expect(tokenFromFragment('')).toBe('');
});

it("shows the API's message for a link it refuses, and no password form", async () => {
  server.use(
    http.post(`${ADMIN_API}/setup/check`, () =>
      HttpResponse.json({ error: 'setup-link', message: 'This set-up link was used or has expired.' }, { status: 410 }),
    ),
  );
  openLink('#token=old');
  expect(await screen.findByRole('alert')).toHaveTextContent('This set-up link was used or has expired.');
  expect(screen.queryByLabelText('New password')).toBeNull();
});

it('checks the two passwords before sending, then sets the password', async () => {
  const sent: unknown[] = [];
  server.use(
    http.post(`${ADMIN_API}/setup/check`, () => HttpResponse.json({ email: 'hanna@example.com' })),
    http.post(`${ADMIN_API}/setup`, async ({ request }) => {
      sent.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  openLink('#token=fresh');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), 'short');
  await user.type(screen.getByLabelText('New password again'), 'different');
  await user.click(screen.getByRole('button', { name: 'Set my password' }));
  expect(await screen.findByText('Use at least 12 characters.')).toBeVisible();
  expect(screen.getByText('The two passwords are not the same.')).toBeVisible();
  expect(sent).toEqual([]);

  await user.clear(screen.getByLabelText('New password'));
  await user.type(screen.getByLabelText('New password'), 'river stones at dawn');
  await user.clear(screen.getByLabelText('New password again'));
  await user.type(screen.getByLabelText('New password again'), 'river stones at dawn');
  await user.click(screen.getByRole('button', { name: 'Set my password' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Your password is set. Sign in with hanna@example.com');
  expect(sent).toEqual([{ token: 'fresh', password: 'river stones at dawn' }]);
});
