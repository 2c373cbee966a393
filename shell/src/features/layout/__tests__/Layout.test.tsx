import { screen, waitFor, within } from '@testing-library/react';
import { answer, businessSetupPayload, renderWithProviders, servicePayload } from '@starfamily/shared/testing';
import { Footer } from '../Footer';

describe('footer', () => {
  it('stays empty while the service list is empty', async () => {
    answer('business-setup', businessSetupPayload);
    answer('service', []);
    const { container, store } = renderWithProviders(<Footer />);
    await waitFor(() => expect(Object.values(store.getState().contentApi.queries).every((q) => q?.status === 'fulfilled')).toBe(true));
    expect(container).toBeEmptyDOMElement();
  });

  it('lists the first four services, cutting names over 50 characters, with a trailing ellipsis when there are more', async () => {
    const longName = 'Coffee processing, grading, hulling and export logistics';
    answer('business-setup', businessSetupPayload);
    answer('service', [servicePayload(1, longName), ...[2, 3, 4, 5].map((id) => servicePayload(id))]);
    renderWithProviders(<Footer />);
    const services = await screen.findByRole('region', { name: 'Our Services' });
    const names = within(services).getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual([`${longName.slice(0, 50)}...`, 'Service 2', 'Service 3', 'Service 4', '...']);
  });

  it('has the quick links, opening hours, contacts and copyright line', async () => {
    answer('business-setup', businessSetupPayload);
    answer('service', [servicePayload(1)]);
    renderWithProviders(<Footer />);
    const quickLinks = await screen.findByRole('navigation', { name: 'Quick Links' });
    expect(within(quickLinks).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Home', 'About Us', 'Team', 'Services', 'Products', 'Projects', 'Events', 'Contact Us',
    ]);
    expect(screen.getByText('Mon-Fri 8:00AM-6:00PM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@starfamily.example' })).toHaveAttribute('href', 'mailto:info@starfamily.example');
    expect(screen.queryByRole('link', { name: /…$/ })).not.toBeInTheDocument();
    expect(screen.getByText(/© \d{4} StarFamily\. All rights reserved\. Website by StarFamily Digital\./)).toBeInTheDocument();
  });
});
