import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, renderWithProviders, servicePayload, TEST_API_BASE } from '@starfamily/shared/testing';
import ServicesPage from '../components/ServicesPage';

const services = (count: number) => Array.from({ length: count }, (_, i) => servicePayload(i + 1));
const cardTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('ServicesPage', () => {
  it('shows four services a page, each with icon, banner, name, preview and a Details link', async () => {
    const long = `<p>${'Green coffee sourcing and grading. '.repeat(5)}</p>`;
    answer('service', [{ ...servicePayload(1, 'Coffee export'), description: long }, ...services(6).slice(1)]);
    renderWithProviders(<ServicesPage />, { route: '/service' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Coffee export' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Coffee export', 'Service 2', 'Service 3', 'Service 4']);
    expect(screen.getByText(`${'Green coffee sourcing and grading. '.repeat(5).slice(0, 100)}...`)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Coffee export' })).toHaveAttribute('src', `${TEST_API_BASE}/storage/services/s1.svg`);
    const card = screen.getByRole('heading', { name: 'Coffee export' }).closest('article')!;
    expect(card.querySelector(`img[src="${TEST_API_BASE}/storage/services/s1-icon.svg"]`)).toHaveAttribute('alt', '');
    expect(screen.getByRole('link', { name: 'Details: Coffee export' })).toHaveAttribute('href', '/service-single/1');
  });

  it('moves between pages with the page kept in the URL', async () => {
    answer('service', services(9));
    const { router } = renderWithProviders(<ServicesPage />, { route: '/service' });
    await screen.findByRole('heading', { name: 'Service 1' });
    const pages = screen.getByRole('navigation', { name: 'Service pages' });
    expect(within(pages).getAllByRole('button', { name: /^Page/ })).toHaveLength(3);
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(cardTitles()).toEqual(['Service 9']);
    expect(router.state.location.search).toBe('?page=3');
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(cardTitles()).toEqual(['Service 5', 'Service 6', 'Service 7', 'Service 8']);
  });

  it('has no page buttons for four services, and says Service not found for none', async () => {
    answer('service', services(4));
    const { unmount } = renderWithProviders(<ServicesPage />, { route: '/service' });
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.queryByRole('navigation', { name: 'Service pages' })).not.toBeInTheDocument();
    unmount();

    answer('service', []);
    renderWithProviders(<ServicesPage />, { route: '/service' });
    expect(await screen.findByText('Service not found')).toBeInTheDocument();
  });
});
