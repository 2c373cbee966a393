import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, renderWithProviders } from '@starfamily/shared/testing';
import EventsPage from '../components/EventsPage';
import { eventPayload, eventsPayload } from '@starfamily/shared/testing';

const articles = () => screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
const sidebar = () => screen.getByRole('complementary', { name: 'Related Events' });
const sidebarNames = () =>
  within(sidebar())
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('EventsPage', () => {
  it('shows Latest News, 2 events per page with banner, time since posting, name, description and READ MORE', async () => {
    answer('event_list', [eventPayload(7, 3, 'Cupping Day'), eventPayload(8, 0, 'Harvest'), eventPayload(9, 30, 'Expo')]);
    renderWithProviders(<EventsPage />, { route: '/event' });
    expect(screen.getByRole('heading', { level: 1, name: 'Latest News' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Cupping Day' });
    expect(within(first).getByRole('img', { name: 'Cupping Day' })).toHaveAttribute('src', 'http://api.test/storage/events/e7.svg');
    expect(within(first).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(first).getByText('Cupping Day description')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'READ MORE: Cupping Day' })).toHaveAttribute('href', '/event-single/7');
    expect(within(screen.getByRole('article', { name: 'Harvest' })).getByText('just now')).toBeInTheDocument();
    expect(articles()).toEqual(['Cupping Day', 'Harvest']);
  });

  it('reads the page from the URL and writes it back when another page is chosen', async () => {
    answer('event_list', eventsPayload(7));
    const { router } = renderWithProviders(<EventsPage />, { route: '/event?page=2' });
    await screen.findByRole('article', { name: 'Event 3' });
    expect(articles()).toEqual(['Event 3', 'Event 4']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(router.state.location.search).toBe('?page=4');
    expect(articles()).toEqual(['Event 7']);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(router.state.location.search).toBe('?page=3');
  });

  it('sidebar: up to 4 events not on the current page, with a trailing ellipsis when more exist', async () => {
    answer('event_list', eventsPayload(7));
    renderWithProviders(<EventsPage />, { route: '/event?page=2' });
    await screen.findByRole('article', { name: 'Event 3' });
    expect(sidebarNames()).toEqual(['Event 1', 'Event 2', 'Event 5', 'Event 6']);
    expect(within(sidebar()).getByText('...')).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Event 5' })).toHaveAttribute('href', '/event-single/5');
  });

  it('sidebar: no ellipsis when every other event fits, and no pagination for a single page', async () => {
    answer('event_list', eventsPayload(6));
    const { unmount } = renderWithProviders(<EventsPage />, { route: '/event' });
    await screen.findByRole('article', { name: 'Event 1' });
    expect(sidebarNames()).toEqual(['Event 3', 'Event 4', 'Event 5', 'Event 6']);
    expect(within(sidebar()).queryByText('...')).not.toBeInTheDocument();
    unmount();

    answer('event_list', eventsPayload(2));
    renderWithProviders(<EventsPage />, { route: '/event' });
    await screen.findByRole('article', { name: 'Event 1' });
    expect(screen.queryByRole('navigation', { name: 'Events pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Related Events' })).not.toBeInTheDocument();
  });

  it('a page number past the end shows the last page', async () => {
    answer('event_list', eventsPayload(3));
    renderWithProviders(<EventsPage />, { route: '/event?page=9' });
    await screen.findByRole('article', { name: 'Event 3' });
    expect(articles()).toEqual(['Event 3']);
  });

  it('says so when the events could not be loaded', async () => {
    answer('event_list', { message: 'boom' }, 500);
    renderWithProviders(<EventsPage />, { route: '/event' });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  });
});
