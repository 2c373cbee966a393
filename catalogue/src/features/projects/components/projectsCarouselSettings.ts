import type { CarouselSettings } from '@starfamily/shared';

/** Spec §9: autoplay, 1000 ms, arrows, no dots; 4 slides, 3 below 1400 px, 2 below 1024 (and at 991, 767), 1 at 575 and 480. */
export const projectsCarouselSettings: CarouselSettings = {
  slidesToShow: 4,
  slidesToScroll: 1,
  autoplay: true,
  speed: 1000,
  arrows: true,
  dots: false,
  infinite: true,
  responsive: [
    { breakpoint: 1400, settings: { slidesToShow: 3 } },
    { breakpoint: 1024, settings: { slidesToShow: 2 } },
    { breakpoint: 991, settings: { slidesToShow: 2 } },
    { breakpoint: 767, settings: { slidesToShow: 2 } },
    { breakpoint: 575, settings: { slidesToShow: 1 } },
    { breakpoint: 480, settings: { slidesToShow: 1 } },
  ],
};
