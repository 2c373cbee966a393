// The single business settings: an edit page of its own (no list, no id, no delete), saved with PUT and its revision.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@starfamily/shared/testing';
import { ADMIN_API, openAdmin, SCREEN_LOADS } from '../../../app/__tests__/openAdmin';
import { takeTheClock } from './autosaveClock';

const SETTINGS = {
  id: 1,
  images: ['media/office.jpg'],
  mission: '<p>Quality from farm to port.</p>',
  motto: '',
  coreValue: '',
  vision: '',
  who_we_are: '',
  logo: 'media/logo.svg',
  address: 'Addis Ababa',
  phone1: '+251 11 000 0000',
  phone2: '',
  email: 'info@example.com',
  email1: '',
  email2: '',
  gmapUrl: '',
  facebookLink: null,
  twitterLink: null,
  instagramLink: null,
  tiktokLink: null,
  telegramLink: null,
  linkedInLink: null,
  _revision: 'p-77',
  _draft: null,
};

const DRAFT = { state: 'changed', updatedBy: 'sara@example.com', updatedAt: '2026-11-27T14:00:00Z', publishAt: null };

afterEach(() => jest.useRealTimers());

/** The API's business settings: SETTINGS, and each save answered as a draft; returns the bodies saved. */
function answerBusinessSetup(): Record<string, unknown>[] {
  const puts: Record<string, unknown>[] = [];
  server.use(
    http.get(`${ADMIN_API}/content/business-setup`, () => HttpResponse.json(SETTINGS)),
    http.put(`${ADMIN_API}/content/business-setup`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      return HttpResponse.json({ ...SETTINGS, ...body, _revision: 'd1', _draft: DRAFT });
    }),
  );
  return puts;
}

it('edits the business settings without an id and saves them with their revision', async () => {
  const puts = answerBusinessSetup();
  await openAdmin('/admin/business-setup');
  const user = userEvent.setup();
  const address = await screen.findByRole('textbox', { name: /^Address/ }, SCREEN_LOADS);
  expect(screen.queryByRole('textbox', { name: /^ID/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  // Found before typing: each step follows the last key well within autosave's delay, even on a slow machine.
  const facebook = screen.getByRole('textbox', { name: /^Facebook link/ });
  const saveDraft = screen.getByRole('button', { name: 'Save draft' });
  await user.type(address, ', Bole');
  await user.type(facebook, 'facebook.com/starfamily');
  await user.click(saveDraft);
  expect(await screen.findByText('Give a web address starting with http:// or https://.')).toBeVisible();
  await user.clear(facebook);
  await user.click(saveDraft);
  await waitFor(() => expect(puts).toHaveLength(1));
  expect(puts[0]).toMatchObject({
    address: 'Addis Ababa, Bole',
    facebookLink: null,
    motto: '',
    images: ['media/office.jpg'],
    _revision: 'p-77',
  });
  expect(puts[0]).not.toHaveProperty('id');
  expect(await screen.findByText(/Changed, not published: saved by sara@example.com/)).toBeVisible();
});

it('autosaves the business settings after a change, and not merely because they were opened', async () => {
  const puts = answerBusinessSetup();
  await openAdmin('/admin/business-setup');
  const address = await screen.findByRole('textbox', { name: /^Address/ }, SCREEN_LOADS);
  // Its rich-text editors (empty ones too) are loaded and settled: opening is not a change.
  await waitFor(() => expect(document.querySelectorAll('.ProseMirror').length).toBeGreaterThan(0), SCREEN_LOADS);
  const { user, waitTheDelay } = takeTheClock();
  await waitTheDelay();
  await waitTheDelay();
  expect(puts).toEqual([]);

  await user.type(address, ', Bole');
  await waitTheDelay();
  await waitFor(() => expect(puts).toHaveLength(1));
  expect(puts[0]).toMatchObject({ address: 'Addis Ababa, Bole', _revision: 'p-77' });
  expect(puts[0]).not.toHaveProperty('id');
  expect(await screen.findByRole('status')).toHaveTextContent(/^Draft saved at/);
});
