import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { Settings as CarouselSettings } from 'react-slick';

type Breakpoint = number | null;

/**
 * The width `responsive` breakpoints are measured against when it is not the window's: a widget provides its own
 * element's width, so a carousel in a partner's narrow column shows the slide count of that column.
 */
export const LayoutWidthContext = createContext<number | null>(null);

/**
 * A server-rendered page's guess of the viewport width (from the user agent), the same on the server and in the
 * hydrating render; the real width takes over right after hydration. Without it, the window's width from the start.
 */
export const InitialViewportContext = createContext<number | null>(null);

// useLayoutEffect warns when it runs on the server; there it never runs anyway.
const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The smallest `responsive` breakpoint at or above `width` (react-slick's max-width rule), or null for the defaults. */
export function activeBreakpoint(settings: CarouselSettings, width: number): Breakpoint {
  const breakpoints = (settings.responsive ?? []).map((entry) => entry.breakpoint).sort((a, b) => a - b);
  return breakpoints.find((breakpoint) => width <= breakpoint) ?? null;
}

/** The flat settings that hold at `breakpoint`. */
export function settingsAt(settings: CarouselSettings, breakpoint: Breakpoint): CarouselSettings {
  const { responsive, ...defaults } = settings;
  const override = responsive?.find((entry) => entry.breakpoint === breakpoint)?.settings;
  return override && override !== 'unslick' ? { ...defaults, ...override } : defaults;
}

/**
 * react-slick 0.31 applies `responsive` only when a media query changes, never on first render, so a
 * carousel loaded on a phone showed the desktop slide count. This resolves the breakpoint from the window
 * width (or the widget's, see LayoutWidthContext), at once and on resize, and hands the carousel flat settings.
 */
export function useResponsiveSettings(settings: CarouselSettings): CarouselSettings {
  const layoutWidth = useContext(LayoutWidthContext);
  const initialViewport = useContext(InitialViewportContext);
  const [windowWidth, setWindowWidth] = useState(() => initialViewport ?? (typeof window === 'undefined' ? 1440 : window.innerWidth));
  useClientLayoutEffect(() => {
    if (layoutWidth !== null) return undefined;
    const update = () => setWindowWidth(window.innerWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [layoutWidth]);
  const breakpoint = activeBreakpoint(settings, layoutWidth ?? windowWidth);
  return useMemo(() => settingsAt(settings, breakpoint), [settings, breakpoint]);
}
