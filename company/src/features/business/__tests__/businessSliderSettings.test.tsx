import { renderHook } from '@testing-library/react';
import { useResponsiveSettings } from '@starfamily/shared';
import { BUSINESS_SLIDER_SETTINGS } from '../components/BusinessSlider';

// Spec §9: 3, 2, 2 and 1 cards at 1400, 1200, 991 and 767 px, from the first render (the shared Carousel resolves them).
describe('business sliders', () => {
  const original = window.innerWidth;
  afterEach(() => {
    window.innerWidth = original;
  });

  it.each([
    [1600, 3],
    [1400, 3],
    [1200, 2],
    [991, 2],
    [800, 2],
    [767, 1],
    [390, 1],
  ])('at %i px show %i cards', (width, cards) => {
    window.innerWidth = width;
    const { result } = renderHook(() => useResponsiveSettings(BUSINESS_SLIDER_SETTINGS));
    expect(result.current.slidesToShow).toBe(cards);
    expect(result.current).toMatchObject({ autoplay: true, speed: 1000 });
  });
});
