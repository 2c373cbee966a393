import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { answer, renderWithProviders, servicePayload } from '@starfamily/shared/testing';
import ServicesCarousel from '../components/ServicesCarousel';

function ServiceTarget() {
  const { pathname, state } = useLocation();
  const names = ((state as { services?: { serviceName: string }[] } | null)?.services ?? []).map((s) => s.serviceName);
  return <p>{`At ${pathname} with ${names.join(', ')}`}</p>;
}

const long = `<p><strong>Coffee</strong> ${'from Sidama and Guji, washed and natural. '.repeat(4)}</p>`;

describe('ServicesCarousel', () => {
  beforeEach(() => answer('service', [{ ...servicePayload(1, 'Coffee export'), description: long }, servicePayload(2, 'Tyre import')]));

  it('is titled Our Services / All StarFamily Solutions and shows each name with its full description', async () => {
    renderWithProviders(<ServicesCarousel />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Services' })).toBeInTheDocument();
    expect(screen.getByText('All StarFamily Solutions', { selector: 'p' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Coffee export' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'All StarFamily Solutions' })).toHaveAttribute('aria-roledescription', 'carousel');
    const fullText = screen.getAllByText((_, element) => element?.tagName === 'P' && element.innerHTML === long.slice(3, -4))[0]!;
    expect(fullText).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
  });

  it('on hover swaps the full description for a plain preview cut at 100 characters plus ...', async () => {
    renderWithProviders(<ServicesCarousel />);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Coffee export' })).closest('article')!;
    const preview = `Coffee ${'from Sidama and Guji, washed and natural. '.repeat(4)}`.slice(0, 100) + '...';
    const previewText = card.querySelector('.sf-service-slide__preview')!;
    expect(previewText).toHaveTextContent(preview);
    expect(previewText).not.toBeVisible();
    await userEvent.hover(card);
    expect(previewText).toBeVisible();
    expect(card.querySelector('strong')).not.toBeVisible();
    await userEvent.unhover(card);
    expect(previewText).not.toBeVisible();
  });

  it('Details opens the service with the service list as navigation state and scrolls to the top', async () => {
    renderWithProviders(<ServicesCarousel />, { routes: [{ path: '/service-single/:id', element: <ServiceTarget /> }] });
    const scrollTo = jest.mocked(window.scrollTo);
    scrollTo.mockClear();
    await userEvent.click(await screen.findByRole('link', { name: 'Details: Tyre import' }));
    expect(await screen.findByText('At /service-single/2 with Coffee export, Tyre import')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
