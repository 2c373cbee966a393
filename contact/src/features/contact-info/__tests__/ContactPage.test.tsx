import { screen } from '@testing-library/react';
import { answer, contactInfoPayload, renderWithProviders } from '@starfamily/shared/testing';
import ContactPage from '../components/ContactPage';
import ContactInfoSection from '../components/ContactInfoSection';

describe('contact', () => {
  it('shows the three info cards and the map from the contact info', async () => {
    answer('contact-info', contactInfoPayload);
    renderWithProviders(<ContactPage />);
    expect(await screen.findByRole('heading', { name: 'Address' })).toBeInTheDocument();
    expect(screen.getByText('Bole Road, Addis Ababa, Ethiopia')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'export@starfamily.example' })).toHaveAttribute('href', 'mailto:export@starfamily.example');
    expect(screen.getByRole('link', { name: '+251 11 555 0102' })).toHaveAttribute('href', 'tel:+251115550102');
    expect(screen.getByTitle('Map of the StarFamily office')).toHaveAttribute('src', contactInfoPayload.gmapUrl);
  });

  it('home block has the three columns of the spec', async () => {
    answer('contact-info', contactInfoPayload);
    renderWithProviders(<ContactInfoSection />);
    expect(await screen.findByRole('heading', { name: 'Physical Location' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'call us today' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'EMAIL ADDRESS' })).toBeInTheDocument();
  });
});
