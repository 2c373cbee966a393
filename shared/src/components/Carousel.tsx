import { Children, isValidElement, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import './carousel.css';
import { useResponsiveSettings } from './useResponsiveSettings';

export type CarouselSettings = Settings;

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Slides that are off screen (or clones) can't be reached by Tab or by a screen reader. */
function syncHiddenSlides(root: HTMLElement | null) {
  root?.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
    slide.inert = slide.getAttribute('aria-hidden') === 'true';
  });
}

/**
 * A slide as the WAI-ARIA carousel pattern names it: a group, "slide", labelled "3 of 8". react-slick hands each slide
 * `style` (inline-block) and `tabIndex` (-1); they are dropped here, so the slide lays out as a block and is not a
 * focus target of its own.
 */
function CarouselSlide({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sf-carousel__slide" role="group" aria-roledescription="slide" aria-label={label}>
      {children}
    </div>
  );
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
 * autoplay pauses on hover and focus, a visible pause control, no autoplay or sliding for reduced motion, and the
 * WAI-ARIA APG carousel's names: a region "carousel" named by `label`, slides "n of m", dots naming their slide.
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
  const slides = Children.toArray(children);
  const perDot = resolved.slidesToScroll ?? 1;
  // A dot's name says which slide it shows (react-slick's default is its bare number).
  const dot = (index: number) => (
    <button type="button" aria-label={`Show slide ${index * perDot + 1} of ${slides.length}`}>
      {index + 1}
    </button>
  );

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
    <section
      ref={root}
      className={resolved.fade ? 'sf-carousel sf-carousel--fade' : 'sf-carousel'}
      aria-roledescription="carousel"
      aria-label={label}
    >
      {autoplay && (
        <button type="button" className="sf-carousel__pause" onClick={togglePause} aria-pressed={paused}>
          {paused ? 'Play slides' : 'Pause slides'}
        </button>
      )}
      {/* Reduced motion: no autoplay, and a slide chosen with the arrows or dots appears at once instead of sliding. */}
      <Slider
        ref={slider}
        customPaging={dot}
        {...resolved}
        speed={reducedMotion ? 0 : resolved.speed}
        autoplay={autoplay && !paused}
        pauseOnHover
        pauseOnFocus
      >
        {slides.map((slide, index) => (
          <CarouselSlide key={isValidElement(slide) ? slide.key : index} label={`${index + 1} of ${slides.length}`}>
            {slide}
          </CarouselSlide>
        ))}
      </Slider>
    </section>
  );
}
