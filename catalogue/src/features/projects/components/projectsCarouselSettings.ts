import { cardCarouselSettings } from '@starfamily/shared';

/** Spec §9: autoplay, 1000 ms, arrows, no dots; 4 slides, 3 below 1400 px, 2 below 1024 (and at 991, 767), 1 at 575 and 480. */
export const projectsCarouselSettings = cardCarouselSettings({
  slides: 4,
  at: { 1400: 3, 1024: 2, 991: 2, 767: 2, 575: 1, 480: 1 },
  arrows: true,
  dots: false,
});
