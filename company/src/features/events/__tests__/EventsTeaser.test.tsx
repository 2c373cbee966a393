import { screen, within } from '@testing-library/react';
import { answer, renderWithProviders } from '@starfamily/shared/testing';
import EventsTeaser from '../components/EventsTeaser';
import { eventPayload, eventsPayload } from '@starfamily/shared/testing';

describe('EventsTeaser', () => {
  it('shows Special Events / Latest Posts From Our Special Events and the first 6 events as cards', async () => {
    answer('event_list', eventsPayload(8));
    renderWithProviders(<EventsTeaser />);
    expect(await screen.findByRole('heading', { name: 'Special Events' })).toBeInTheDocument();
    expect(screen.getByText('Latest Posts From Our Special Events')).toBeInTheDocument();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    const first = within(cards[0]!);
    expect(first.getByRole('img', { name: 'Event 1' })).toHaveAttribute('src', 'http://api.test/storage/events/e1.svg');
    expect(first.getByRole('link', { name: 'Event 1' })).toHaveAttribute('href', '/event-single/1');
    expect(first.getByRole('link', { name: 'Read more: Event 1' })).toHaveAttribute('href', '/event-single/1');
    expect(screen.queryByRole('link', { name: 'Event 7' })).not.toBeInTheDocument();
  });

  it('shows the creation date, also when the API calls it create_at', async () => {
    const { created_at: _created, ...rest } = eventPayload(1);
    answer('event_list', [{ ...rest, create_at: '2026-11-20T12:00:00.000Z' }]);
    renderWithProviders(<EventsTeaser />);
    const date = await screen.findByText('Nov 20, 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-11-20T12:00:00.000Z');
  });
});
