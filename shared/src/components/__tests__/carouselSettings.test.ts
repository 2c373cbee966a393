import { activeBreakpoint, settingsAt } from '../useResponsiveSettings';
import { cardCarouselSettings } from '../carouselSettings';

// Spec §9 "Carousel settings": every card carousel autoplays, scrolls one card, 1000 ms, looping; each names its counts.
describe('cardCarouselSettings', () => {
  const settings = cardCarouselSettings({ slides: 4, at: { 480: 1, 1400: 3, 767: 2 }, arrows: false, dots: true });

  it('has what the card carousels share and the controls it is given', () => {
    expect(settings).toMatchObject({
      slidesToShow: 4,
      slidesToScroll: 1,
      autoplay: true,
      speed: 1000,
      infinite: true,
      arrows: false,
      dots: true,
    });
  });

  it('lists the breakpoints widest first, each with its slide count, whatever order they are given in', () => {
    expect(settings.responsive).toEqual([
      { breakpoint: 1400, settings: { slidesToShow: 3 } },
      { breakpoint: 767, settings: { slidesToShow: 2 } },
      { breakpoint: 480, settings: { slidesToShow: 1 } },
    ]);
    expect(settingsAt(settings, activeBreakpoint(settings, 1000)).slidesToShow).toBe(3);
    expect(settingsAt(settings, activeBreakpoint(settings, 1600)).slidesToShow).toBe(4);
  });
});
