import { act, renderHook } from '@testing-library/react';
import { useResponsiveSettings } from '@starfamily/shared';
import { projectsCarouselSettings } from '../projects/components/projectsCarouselSettings';
import { servicesCarouselSettings } from '../services/components/servicesCarouselSettings';

const setWidth = (width: number) => {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
};

// The shared Carousel resolves `responsive` with useResponsiveSettings: these are the slide counts spec §9 asks for.
describe('catalogue carousels (spec §9 slide counts, applied from the first render)', () => {
  const original = window.innerWidth;
  afterEach(() => {
    window.innerWidth = original;
  });

  it.each([
    [1600, 4],
    [1400, 3],
    [1280, 3],
    [1024, 2],
    [800, 2],
    [767, 2],
    [575, 1],
    [390, 1],
  ])('projects carousel at %i px shows %i slides', (width, slides) => {
    window.innerWidth = width;
    const { result } = renderHook(() => useResponsiveSettings(projectsCarouselSettings));
    expect(result.current.slidesToShow).toBe(slides);
    expect(result.current).toMatchObject({ autoplay: true, speed: 1000, arrows: true, dots: false });
    expect(result.current.responsive).toBeUndefined();
  });

  it.each([
    [1600, 3],
    [1400, 3],
    [1200, 2],
    [991, 2],
    [767, 1],
    [390, 1],
  ])('services carousel at %i px shows %i slides', (width, slides) => {
    window.innerWidth = width;
    const { result } = renderHook(() => useResponsiveSettings(servicesCarouselSettings));
    expect(result.current.slidesToShow).toBe(slides);
    expect(result.current).toMatchObject({ autoplay: true, speed: 1000, arrows: false, dots: true });
  });

  it('follows the window when it is resized', () => {
    window.innerWidth = 1600;
    const { result } = renderHook(() => useResponsiveSettings(projectsCarouselSettings));
    act(() => setWidth(500));
    expect(result.current.slidesToShow).toBe(1);
    act(() => setWidth(1500));
    expect(result.current.slidesToShow).toBe(4);
  });
});
