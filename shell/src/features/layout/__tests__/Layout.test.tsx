import { act, screen, waitFor, within } from '@testing-library/react';
import { addToCart, normaliseProduct } from '@starfamily/shared';
import { answer, businessSetupPayload, productPayload, renderWithProviders, servicePayload } from '@starfamily/shared/testing';
import { Footer } from '../Footer';
import { Layout } from '../Layout';

describe('layout', () => {
  it('mounts the toast container (and loads react-toastify) with the first toast, not before', async () => {
    answer('business-setup', businessSetupPayload);
    answer('service', [servicePayload(1)]);
    answer('pro-categ-name', []);
    answer('projects-list', []);
    const { container, store } = renderWithProviders(<Layout />);
    await screen.findByRole('contentinfo');
    expect(container.querySelector('.Toastify')).toBeNull();
    act(() => void store.dispatch(addToCart({ product: normaliseProduct(productPayload(7, 1, 'Yirgacheffe Grade 1')) })));
    expect(await screen.findByText('Item Added to Cart')).toBeInTheDocument();
    expect(container.querySelector('.Toastify')).not.toBeNull();
  });
});

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
    const services = await screen.findByRole('group', { name: 'Our Services' });
    const names = within(services)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([`${longName.slice(0, 50)}...`, 'Service 2', 'Service 3', 'Service 4', '...']);
  });

  it('has the quick links, opening hours, contacts and copyright line', async () => {
    answer('business-setup', businessSetupPayload);
    answer('service', [servicePayload(1)]);
    renderWithProviders(<Footer />);
    const quickLinks = await screen.findByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'About Us', 'Team', 'Services', 'Products', 'Projects', 'Events', 'Contact Us']);
    expect(screen.getByText('Mon-Fri 8:00AM-6:00PM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@starfamily.example' })).toHaveAttribute('href', 'mailto:info@starfamily.example');
    expect(screen.queryByRole('link', { name: /…$/ })).not.toBeInTheDocument();
    expect(screen.getByText(/© \d{4} StarFamily\. All rights reserved\. Website by StarFamily Digital\./)).toBeInTheDocument();
  });
});
