import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { LayoutWidthContext, useResponsiveSettings } from '../useResponsiveSettings';
import type { CarouselSettings } from '../Carousel';

const settings: CarouselSettings = {
  slidesToShow: 3,
  autoplay: true,
  responsive: [
    { breakpoint: 1200, settings: { slidesToShow: 2 } },
    { breakpoint: 767, settings: { slidesToShow: 1 } },
  ],
};

describe('useResponsiveSettings', () => {
  const original = window.innerWidth;
  afterEach(() => {
    window.innerWidth = original;
  });

  it('measures the window when nothing else is given, from the first render and on resize', () => {
    window.innerWidth = 390;
    const { result } = renderHook(() => useResponsiveSettings(settings));
    expect(result.current).toEqual({ slidesToShow: 1, autoplay: true });
    act(() => {
      window.innerWidth = 1300;
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current.slidesToShow).toBe(3);
  });

  it('measures the widget instead of a wide window: a narrow column gets the narrow count', () => {
    window.innerWidth = 1600;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <LayoutWidthContext.Provider value={400}>{children}</LayoutWidthContext.Provider>
    );
    const { result } = renderHook(() => useResponsiveSettings(settings), { wrapper });
    expect(result.current.slidesToShow).toBe(1);
  });
});
