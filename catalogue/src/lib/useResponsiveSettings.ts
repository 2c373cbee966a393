import { useEffect, useMemo, useState } from 'react';
import type { CarouselSettings } from '@starfamily/shared';

type Breakpoint = number | null;

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
 * width, at once and on resize, and hands the carousel flat settings.
 */
export function useResponsiveSettings(settings: CarouselSettings): CarouselSettings {
  const [breakpoint, setBreakpoint] = useState<Breakpoint>(() => activeBreakpoint(settings, window.innerWidth));
  useEffect(() => {
    const update = () => setBreakpoint(activeBreakpoint(settings, window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [settings]);
  return useMemo(() => settingsAt(settings, breakpoint), [settings, breakpoint]);
}
