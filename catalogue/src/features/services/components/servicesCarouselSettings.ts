import { cardCarouselSettings } from '@starfamily/shared';

/** Spec §9: 3 slides at 1400 px and wider, 2 at 1200 and 991, 1 at 767 and 480; autoplay, dots, no arrows, 1000 ms. */
export const servicesCarouselSettings = cardCarouselSettings({
  slides: 3,
  at: { 1400: 3, 1200: 2, 991: 2, 767: 1, 480: 1 },
  arrows: false,
  dots: true,
});
