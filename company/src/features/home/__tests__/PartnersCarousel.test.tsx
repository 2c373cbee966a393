import { screen } from '@testing-library/react';
import { answer, renderWithProviders } from '@starfamily/shared/testing';
import PartnersCarousel, { PARTNERS_SETTINGS } from '../components/PartnersCarousel';
import { partnerPayload } from '@starfamily/shared/testing';

describe('PartnersCarousel', () => {
  it('shows OUR HONORABLE PARTNERS with each partner’s logo and name, reachable by keyboard for the name overlay', async () => {
    answer('partners-list', [partnerPayload(1, 'Horn Shipping Lines'), partnerPayload(2, 'Addis Quality Lab')]);
    renderWithProviders(<PartnersCarousel />);
    expect(await screen.findByRole('heading', { name: 'OUR HONORABLE PARTNERS' })).toBeInTheDocument();
    expect(screen.getByText('Empowering partnerships through quality exports')).toBeInTheDocument();
    const logo = screen.getByRole('img', { name: 'Horn Shipping Lines logo' });
    expect(logo).toHaveAttribute('src', 'http://api.test/storage/partners/p1.svg');
    const tile = screen.getByText('Horn Shipping Lines', { selector: 'figcaption' }).closest('figure');
    expect(tile).toHaveAttribute('tabindex', '0');
    tile?.focus();
    expect(tile).toHaveFocus();
  });

  it('shows 4 tiles, 3 at 767 px and 1 at 480 px, autoplaying at 1000 ms', () => {
    expect(PARTNERS_SETTINGS).toMatchObject({ slidesToShow: 4, autoplay: true, speed: 1000 });
    expect(PARTNERS_SETTINGS.responsive).toEqual([
      { breakpoint: 767, settings: { slidesToShow: 3 } },
      { breakpoint: 480, settings: { slidesToShow: 1 } },
    ]);
  });
});
