// What the site's card carousels (projects, services, partners, the business sliders) have in common, spec §9
// "Carousel settings": one card scrolled at a time, autoplay, 1000 ms transitions, looping. Each carousel says only
// what the spec says of it: its slide counts and its controls.
import type { Settings as CarouselSettings } from 'react-slick';

export interface CardCarousel {
  /** Slides shown at the widest sizes. */
  slides: number;
  /** Slides shown at and below each width in px (react-slick's max-width breakpoints), e.g. `{ 1400: 3, 767: 1 }`. */
  at: Record<number, number>;
  arrows: boolean;
  dots: boolean;
}

/** A card carousel's react-slick settings (`Carousel`'s `settings`). */
export function cardCarouselSettings({ slides, at, arrows, dots }: CardCarousel): CarouselSettings {
  return {
    slidesToShow: slides,
    slidesToScroll: 1,
    autoplay: true,
    speed: 1000,
    arrows,
    dots,
    infinite: true,
    responsive: Object.entries(at)
      .map(([width, count]) => ({ breakpoint: Number(width), settings: { slidesToShow: count } }))
      .sort((a, b) => b.breakpoint - a.breakpoint),
  };
}
