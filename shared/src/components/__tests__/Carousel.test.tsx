import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Carousel } from '../Carousel';

const slides = ['Coffee', 'Sesame', 'Chickpeas', 'Korarima'].map((name) => (
  <div key={name}>
    <a href={`#${name}`}>{name}</a>
  </div>
));

describe('Carousel', () => {
  it('offers a visible pause control when it autoplays, and toggles it', async () => {
    render(<Carousel label="Our services" settings={{ autoplay: true, slidesToShow: 1, infinite: false }}>{slides}</Carousel>);
    const pause = screen.getByRole('button', { name: 'Pause slides' });
    await userEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Play slides' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers the pause control in the server HTML, enabled (the entry script holds a tap until hydration), and toggles it once hydrated', async () => {
    const carousel = <Carousel label="Our services" settings={{ autoplay: true, slidesToShow: 1, infinite: false }}>{slides}</Carousel>;
    const container = document.body.appendChild(document.createElement('div'));
    try {
      container.innerHTML = renderToString(carousel);
      expect(within(container).getByRole('button', { name: 'Pause slides' })).toBeEnabled();

      render(carousel, { container, hydrate: true });
      const pause = screen.getByRole('button', { name: 'Pause slides' });
      await userEvent.click(pause);
      expect(screen.getByRole('button', { name: 'Play slides' })).toHaveAttribute('aria-pressed', 'true');
    } finally {
      container.remove();
    }
  });

  it('makes slides that are not shown unreachable by keyboard and assistive technology', async () => {
    const { container } = render(<Carousel label="Partners" settings={{ slidesToShow: 1, infinite: false }}>{slides}</Carousel>);
    expect(screen.getByRole('region', { name: 'Partners' })).toHaveAttribute('aria-roledescription', 'carousel');
    await waitFor(() => {
      const hidden = [...container.querySelectorAll<HTMLElement>('.slick-slide[aria-hidden="true"]')];
      expect(hidden.length).toBeGreaterThan(0);
      expect(hidden.every((slide) => slide.inert)).toBe(true);
    });
    const shown = container.querySelector<HTMLElement>('.slick-slide[aria-hidden="false"]');
    expect(shown?.inert).toBe(false);
  });

  it('does not autoplay, and shows no pause control, for visitors who ask for reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('reduce') })) as typeof window.matchMedia;
    try {
      render(<Carousel label="Projects" settings={{ autoplay: true }}>{slides}</Carousel>);
      expect(screen.queryByRole('button', { name: /slides/ })).not.toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('changes slides at once, without a transition, for visitors who ask for reduced motion', async () => {
    const original = window.matchMedia;
    const fade = <Carousel label="Welcome" settings={{ fade: true, speed: 1200, slidesToShow: 1 }}>{slides}</Carousel>;
    const transitions = (container: HTMLElement) =>
      [...container.querySelectorAll<HTMLElement>('.slick-slide')].map((slide) => slide.style.transition);
    try {
      const moving = render(fade);
      expect(transitions(moving.container).every((transition) => transition.includes('1200ms'))).toBe(true);
      moving.unmount();
      window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('reduce') })) as typeof window.matchMedia;
      const still = render(fade);
      await waitFor(() => expect(transitions(still.container).every((transition) => transition.includes('0ms') && !transition.includes('1200ms'))).toBe(true));
    } finally {
      window.matchMedia = original;
    }
  });
});
