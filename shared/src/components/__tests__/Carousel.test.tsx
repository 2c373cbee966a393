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
    render(
      <Carousel label="Our services" settings={{ autoplay: true, slidesToShow: 1, infinite: false }}>
        {slides}
      </Carousel>,
    );
    const pause = screen.getByRole('button', { name: 'Pause slides' });
    await userEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Play slides' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers the pause control in the server HTML, enabled (the entry script holds a tap until hydration), and toggles it once hydrated', async () => {
    const carousel = (
      <Carousel label="Our services" settings={{ autoplay: true, slidesToShow: 1, infinite: false }}>
        {slides}
      </Carousel>
    );
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
    const { container } = render(
      <Carousel label="Partners" settings={{ slidesToShow: 1, infinite: false }}>
        {slides}
      </Carousel>,
    );
    expect(screen.getByRole('region', { name: 'Partners' })).toHaveAttribute('aria-roledescription', 'carousel');
    await waitFor(() => {
      const hidden = [...container.querySelectorAll<HTMLElement>('.slick-slide[aria-hidden="true"]')];
      expect(hidden.length).toBeGreaterThan(0);
      expect(hidden.every((slide) => slide.inert)).toBe(true);
    });
    const shown = container.querySelector<HTMLElement>('.slick-slide[aria-hidden="false"]');
    expect(shown?.inert).toBe(false);
  });

  it('follows the WAI-ARIA carousel pattern: a named region, slides that are groups "n of m", only the shown ones exposed', async () => {
    render(
      <Carousel label="Our services" settings={{ slidesToShow: 2, infinite: false }}>
        {slides}
      </Carousel>,
    );
    const carousel = screen.getByRole('region', { name: 'Our services' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const all = within(carousel).getAllByRole('group', { hidden: true });
    expect(all.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
    expect(all.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(within(all[2]!).getByRole('link', { hidden: true })).toHaveTextContent('Chickpeas');
    await waitFor(() =>
      expect(
        within(carousel)
          .getAllByRole('group')
          .map((slide) => slide.getAttribute('aria-label')),
      ).toEqual(['1 of 4', '2 of 4']),
    );
  });

  it('names its arrows and dots for what they do', async () => {
    render(
      <Carousel label="Partners" settings={{ slidesToShow: 1, infinite: false, arrows: true, dots: true }}>
        {slides}
      </Carousel>,
    );
    const carousel = screen.getByRole('region', { name: 'Partners' });
    expect(
      within(carousel)
        .getAllByRole('button', { name: /^Show slide/ })
        .map((dot) => dot.getAttribute('aria-label')),
    ).toEqual(['Show slide 1 of 4', 'Show slide 2 of 4', 'Show slide 3 of 4', 'Show slide 4 of 4']);
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(carousel).getByRole('group')).toHaveAccessibleName('2 of 4'));
    await userEvent.click(within(carousel).getByRole('button', { name: 'Show slide 4 of 4' }));
    await waitFor(() => expect(within(carousel).getByRole('group')).toHaveAccessibleName('4 of 4'));
  });

  it('does not autoplay, and shows no pause control, for visitors who ask for reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('reduce') })) as typeof window.matchMedia;
    try {
      render(
        <Carousel label="Projects" settings={{ autoplay: true }}>
          {slides}
        </Carousel>,
      );
      expect(screen.queryByRole('button', { name: /slides/ })).not.toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('changes slides at once, without a transition, for visitors who ask for reduced motion', async () => {
    const original = window.matchMedia;
    const fade = (
      <Carousel label="Welcome" settings={{ fade: true, speed: 1200, slidesToShow: 1 }}>
        {slides}
      </Carousel>
    );
    const transitions = (container: HTMLElement) =>
      [...container.querySelectorAll<HTMLElement>('.slick-slide')].map((slide) => slide.style.transition);
    try {
      const moving = render(fade);
      expect(transitions(moving.container).every((transition) => transition.includes('1200ms'))).toBe(true);
      moving.unmount();
      window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('reduce') })) as typeof window.matchMedia;
      const still = render(fade);
      await waitFor(() =>
        expect(transitions(still.container).every((transition) => transition.includes('0ms') && !transition.includes('1200ms'))).toBe(true),
      );
    } finally {
      window.matchMedia = original;
    }
  });
});
