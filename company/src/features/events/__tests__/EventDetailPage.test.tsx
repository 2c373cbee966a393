import { screen, within } from '@testing-library/react';
import { answer, businessSetupPayload, renderWithProviders } from '@starfamily/shared/testing';
import EventDetailPage from '../components/EventDetailPage';
import { eventPayload, eventsPayload } from '@starfamily/shared/testing';

const renderEvent = (id: string) => renderWithProviders(<EventDetailPage />, { route: `/event-single/${id}`, path: '/event-single/:id' });

describe('EventDetailPage', () => {
  beforeEach(() => {
    answer('event_list', eventsPayload(6));
    // The contact form comes from the contact remote; in unit tests it is "down", so its email fallback asks for this.
    answer('business-setup', businessSetupPayload);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the name, gallery (banner first), description and details as sanitised HTML', async () => {
    answer('event_list/2', {
      ...eventPayload(2, 5, 'Sesame Harvest'),
      details: '<ul><li>Contracts open</li></ul><script>window.hacked = true</script>',
      images: JSON.stringify(['events/e2-a.svg', 'events/e2-b.svg']),
    });
    const { container } = renderEvent('2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sesame Harvest' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sesame Harvest' })).toHaveAttribute('src', 'http://api.test/storage/events/e2.svg');
    expect(within(screen.getByRole('list', { name: 'Sesame Harvest: more pictures' })).getAllByRole('button')).toHaveLength(3);
    expect(screen.getByText('Sesame Harvest description')).toBeInTheDocument();
    expect(screen.getByText('Contracts open').tagName).toBe('LI');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('5 hours ago')).toBeInTheDocument();
  });

  it('lists up to 3 related events, never the event itself', async () => {
    answer('event_list/2', eventPayload(2));
    renderEvent('2');
    const related = await screen.findByRole('complementary', { name: 'Related Events' });
    await within(related).findByRole('link', { name: 'Event 1' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Event 1', 'Event 3', 'Event 4']);
  });

  it('puts the contact form under the page, falling back to our email when the contact remote is down', async () => {
    answer('event_list/2', eventPayload(2));
    renderEvent('2');
    expect(await screen.findByText(/Contact form: this section could not be loaded/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: businessSetupPayload.email })).toHaveAttribute(
      'href',
      `mailto:${businessSetupPayload.email}`,
    );
  });

  it('accepts create_at as well as created_at', async () => {
    const { created_at: _created, ...rest } = eventPayload(3, 2, 'Legacy');
    answer('event_list/3', { ...rest, create_at: new Date(Date.now() - 2 * 3600 * 1000).toISOString() });
    renderEvent('3');
    expect(await screen.findByText('2 hours ago')).toBeInTheDocument();
  });

  it('says Event not found for an unknown id, and for an id that is not a number', async () => {
    answer('event_list/99', { message: 'Event not found' }, 404);
    const { unmount } = renderEvent('99');
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
    unmount();
    renderEvent('abc');
    expect(screen.getByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
  });

  it('tells a failed load apart from a missing event', async () => {
    answer('event_list/2', { message: 'boom' }, 500);
    renderEvent('2');
    expect(await screen.findByRole('alert')).toHaveTextContent('This event could not be loaded');
  });
});
