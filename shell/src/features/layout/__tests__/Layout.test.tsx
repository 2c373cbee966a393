import { screen, waitFor } from '@testing-library/react';
import { answer, businessSetupPayload, renderWithProviders, servicePayload } from '@starfamily/shared/testing';
import { Header } from '../Header';
import { Footer } from '../Footer';

describe('header and footer', () => {
  it('header renders nothing until company settings load, then the logo link home and Contact Us', async () => {
    answer('business-setup', businessSetupPayload);
    const { container } = renderWithProviders(<Header />);
    expect(container).toBeEmptyDOMElement();
    expect(await screen.findByRole('link', { name: 'StarFamily home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('footer stays empty while the service list is empty', async () => {
    answer('business-setup', businessSetupPayload);
    answer('service', []);
    const { container, store } = renderWithProviders(<Footer />);
    await waitFor(() => expect(Object.values(store.getState().contentApi.queries).every((q) => q?.status === 'fulfilled')).toBe(true));
    expect(container).toBeEmptyDOMElement();
  });

  it('footer shows the first four services, opening hours and the address', async () => {
    answer('business-setup', businessSetupPayload);
    answer('service', [1, 2, 3, 4, 5].map((id) => servicePayload(id)));
    renderWithProviders(<Footer />);
    expect(await screen.findByText('Mon-Fri 8:00AM-6:00PM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Service 4' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Service 5' })).not.toBeInTheDocument();
    expect(screen.getByText(/Bole Road/)).toBeInTheDocument();
  });
});
