import type { CarouselSettings } from '@starfamily/shared';

/** Spec §9: 3 slides at 1400 px and wider, 2 at 1200 and 991, 1 at 767 and 480; autoplay, dots, no arrows, 1000 ms. */
export const servicesCarouselSettings: CarouselSettings = {
  slidesToShow: 3,
  slidesToScroll: 1,
  autoplay: true,
  dots: true,
  arrows: false,
  speed: 1000,
  infinite: true,
  responsive: [
    { breakpoint: 1400, settings: { slidesToShow: 3 } },
    { breakpoint: 1200, settings: { slidesToShow: 2 } },
    { breakpoint: 991, settings: { slidesToShow: 2 } },
    { breakpoint: 767, settings: { slidesToShow: 1 } },
    { breakpoint: 480, settings: { slidesToShow: 1 } },
  ],
};
