import { screen } from '@testing-library/react';
import { renderWithProviders } from '@starfamily/shared/testing';
import { BusinessCard, type BusinessSite } from '../components/BusinessCard';

const site = (map_url: string, website_url: string): BusinessSite => ({
  id: 1,
  name: 'Konta Farm',
  description: 'Coffee under shade trees.',
  image: 'farms/konta.svg',
  location: 'Konta',
  address: 'Konta Zone',
  size: '40 ha',
  map_url,
  website_url,
});

describe('business card links', () => {
  it('links to the map and the website when they are web addresses', () => {
    renderWithProviders(
      <BusinessCard site={site('https://maps.example/konta', 'https://konta.example')} expanded onExpandedChange={() => {}} />,
    );
    expect(screen.getByRole('link', { name: /View on map/ })).toHaveAttribute('href', 'https://maps.example/konta');
    expect(screen.getByRole('link', { name: /Visit website/ })).toHaveAttribute('href', 'https://konta.example');
  });

  it('renders no link for a javascript: or data: URL, whatever the database holds', () => {
    renderWithProviders(
      <BusinessCard site={site('javascript:alert(1)', 'data:text/html,<script>alert(1)</script>')} expanded onExpandedChange={() => {}} />,
    );
    expect(screen.queryByRole('link', { name: /View on map/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Visit website/ })).toBeNull();
  });
});
