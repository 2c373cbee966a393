import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { answer, renderWithProviders, server, TEST_API_BASE, teamMemberPayload } from '@starfamily/shared/testing';
import TeamMemberPage from '../components/TeamMemberPage';

const memberDetail = (overrides: Record<string, unknown> = {}) => ({
  ...teamMemberPayload(3, 'Dawit Haile', 'Coffee Quality Manager'),
  position: 'Head of Cupping Lab',
  email: 'dawit@starfamily.example',
  phone1: '+251 911 204 003',
  phone2: null,
  address: null,
  facebookLink: null,
  twitterLink: null,
  instagramLink: null,
  tiktokLink: null,
  telegramLink: null,
  linkedInLink: null,
  ...overrides,
});

const renderMember = (id = '3', loaderMs = 0) =>
  renderWithProviders(<TeamMemberPage />, { route: `/team-single/${id}`, path: '/team-single/:id', config: { loaderMs } });

describe('TeamMemberPage', () => {
  afterEach(() => jest.useRealTimers());

  it('banner with full_name and title; position, email and phone; no phone 2, address or Contact With when absent', async () => {
    answer('teams-list/3', memberDetail());
    renderMember();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dawit Haile' })).toBeInTheDocument();
    expect(screen.getByText('Coffee Quality Manager')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Dawit Haile' })).toHaveAttribute('src', 'http://api.test/storage/team/t3.svg');
    expect(screen.getByText('Head of Cupping Lab')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'dawit@starfamily.example' })).toHaveAttribute('href', 'mailto:dawit@starfamily.example');
    expect(screen.getByRole('link', { name: '+251 911 204 003' })).toHaveAttribute('href', 'tel:+251911204003');
    expect(screen.queryByText('Phone 2')).not.toBeInTheDocument();
    expect(screen.queryByText('Address')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contact With' })).not.toBeInTheDocument();
  });

  it('shows phone 2, address, Contact With and exactly the icons whose links exist', async () => {
    answer(
      'teams-list/3',
      memberDetail({
        phone2: '+251 46 220 1188',
        address: 'Hawassa lab',
        linkedInLink: 'https://linkedin.example/dawit',
        telegramLink: 'https://t.me/dawit',
      }),
    );
    renderMember();
    expect(await screen.findByRole('link', { name: '+251 46 220 1188' })).toHaveAttribute('href', 'tel:+251462201188');
    expect(screen.getByText('Hawassa lab')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact With' })).toBeInTheDocument();
    const icons = within(screen.getByRole('list', { name: 'Contact With' })).getAllByRole('link');
    expect(icons.map((icon) => icon.getAttribute('aria-label'))).toEqual(['Dawit Haile on Telegram', 'Dawit Haile on LinkedIn']);
    expect(icons[1]).toHaveAttribute('href', 'https://linkedin.example/dawit');
    expect(icons[1]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the loading screen for the loader time even when the member is already there', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    answer('teams-list/3', memberDetail());
    renderMember('3', 3000);
    await act(async () => jest.advanceTimersByTime(2500));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Dawit Haile' })).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(500));
    expect(await screen.findByRole('heading', { name: 'Dawit Haile' })).toBeInTheDocument();
  });

  it('keeps the loading screen after the loader time until the member arrives', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let answerMember = () => {};
    const memberAsked = new Promise<void>((resolve) => {
      answerMember = resolve;
    });
    server.use(
      http.get(`${TEST_API_BASE}/api/teams-list/3`, async () => {
        await memberAsked;
        return HttpResponse.json(memberDetail());
      }),
    );
    renderMember('3', 50);
    await act(async () => jest.advanceTimersByTime(50));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    answerMember();
    expect(await screen.findByRole('heading', { name: 'Dawit Haile' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a not-found state for an unknown id instead of loading forever', async () => {
    answer('teams-list/99', { message: 'Team member not found' }, 404);
    const { unmount } = renderMember('99');
    expect(await screen.findByRole('heading', { name: 'Team member not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the whole team' })).toHaveAttribute('href', '/team');
    unmount();
    renderMember('not-a-number');
    expect(screen.getByRole('heading', { name: 'Team member not found' })).toBeInTheDocument();
  });

  it('says so when the member could not be loaded for another reason', async () => {
    answer('teams-list/3', { message: 'boom' }, 500);
    renderMember();
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  });
});
