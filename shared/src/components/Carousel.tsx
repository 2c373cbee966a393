import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import './carousel.css';
import { useResponsiveSettings } from './useResponsiveSettings';

export type CarouselSettings = Settings;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Slides that are off screen (or clones) can't be reached by Tab or by a screen reader. */
function syncHiddenSlides(root: HTMLElement | null) {
  root?.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
    slide.inert = slide.getAttribute('aria-hidden') === 'true';
  });
}

interface CarouselProps {
  /** What the slides are, e.g. "Our services". */
  label: string;
  /** react-slick settings from spec §9; `responsive` is resolved from the first render (useResponsiveSettings). */
  settings: Settings;
  children: ReactNode;
}

/**
 * The one carousel wrapper: react-slick with the spec's settings, plus what visitors need from it:
 * autoplay pauses on hover and focus, a visible pause control, no autoplay or sliding for reduced motion.
 */
export function Carousel({ label, settings, children }: CarouselProps) {
  const slider = useRef<Slider>(null);
  const root = useRef<HTMLElement>(null);
  // Read after the first render: the server cannot know it, and the hydrating render must equal the server's. Until
  // then the pause control is in the server's HTML, enabled: a tap on it is held by the page's entry script and
  // replayed once hydrated; with reduced motion its CSS hides it (no autoplay then).
  const [reducedMotion, setReducedMotion] = useState<boolean | null>(null);
  useEffect(() => setReducedMotion(prefersReducedMotion()), []);
  const [paused, setPaused] = useState(false);
  const resolved = useResponsiveSettings(settings);
  const autoplay = Boolean(resolved.autoplay) && reducedMotion !== true;

  useEffect(() => {
    syncHiddenSlides(root.current);
    if (!root.current) return undefined;
    const observer = new MutationObserver(() => syncHiddenSlides(root.current));
    observer.observe(root.current, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'], childList: true });
    return () => observer.disconnect();
  }, []);

  const togglePause = useCallback(() => {
    setPaused((wasPaused) => {
      if (wasPaused) slider.current?.slickPlay();
      else slider.current?.slickPause();
      return !wasPaused;
    });
  }, []);

  return (
    <section ref={root} className={resolved.fade ? 'sf-carousel sf-carousel--fade' : 'sf-carousel'} aria-roledescription="carousel" aria-label={label}>
      {autoplay && (
        <button type="button" className="sf-carousel__pause" onClick={togglePause} aria-pressed={paused}>
          {paused ? 'Play slides' : 'Pause slides'}
        </button>
      )}
      {/* Reduced motion: no autoplay, and a slide chosen with the arrows or dots appears at once instead of sliding. */}
      <Slider ref={slider} {...resolved} speed={reducedMotion ? 0 : resolved.speed} autoplay={autoplay && !paused} pauseOnHover pauseOnFocus>
        {children}
      </Slider>
    </section>
  );
}
