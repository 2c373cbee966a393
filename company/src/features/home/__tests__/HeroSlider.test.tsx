import { act, screen, waitFor } from '@testing-library/react';
import { answer, renderWithProviders } from '@starfamily/shared/testing';
import HeroSlider, { HERO_SETTINGS } from '../components/HeroSlider';
import { heroSlidePayload } from '@starfamily/shared/testing';

describe('HeroSlider', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the star loader with Loading... for the loader time, then the slides', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    answer('hero_list', [heroSlidePayload(1, 'Ethiopian Coffee to the World', '<p>Washed <strong>Yirgacheffe</strong></p>')]);
    renderWithProviders(<HeroSlider />, { config: { loaderMs: 3000 } });

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await act(async () => jest.advanceTimersByTime(2900));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Ethiopian Coffee to the World' })).not.toBeInTheDocument();

    await act(async () => jest.advanceTimersByTime(100));
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ethiopian Coffee to the World' })).toBeInTheDocument();
  });

  it('shows each slide with its title, sanitised HTML description and Explore More to /about', async () => {
    answer('hero_list', [
      heroSlidePayload(1, 'Coffee', '<p>Washed <strong>Yirgacheffe</strong><img src=x onerror="alert(1)"></p>'),
      heroSlidePayload(2, 'Sesame'),
    ]);
    const { container } = renderWithProviders(<HeroSlider />);
    expect(await screen.findByRole('heading', { name: 'Coffee' })).toBeInTheDocument();
    expect(screen.getByText('Yirgacheffe').tagName).toBe('STRONG');
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Explore More' })[0]).toHaveAttribute('href', '/about');
    expect(screen.getByRole('region', { name: 'Welcome to StarFamily' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
  });

  it('uses the spec settings: fade, 2500 ms autoplay, 1200 ms transition, one slide, arrows, no dots', () => {
    expect(HERO_SETTINGS).toMatchObject({
      fade: true,
      autoplay: true,
      autoplaySpeed: 2500,
      speed: 1200,
      slidesToShow: 1,
      arrows: true,
      dots: false,
    });
  });

  it('renders nothing when there are no slides', async () => {
    answer('hero_list', []);
    const { container } = renderWithProviders(<HeroSlider />);
    // Its loader shows until the (empty) answer arrives, then nothing is left.
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
