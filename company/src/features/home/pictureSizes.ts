// `sizes` of the home sections' pictures, from their CSS and carousel settings (content width: at most 1200 px with 20 px
// padding each side; carousel slides have 12 px padding each side). Read by the components and, for a route's LCP
// picture, by its head's preload (routes.ts). A file per feature: each home section's chunk carries only its own.

/** The hero (home.css): the window's full width (on phones 420 px high, covered: a crop, not a wider picture). */
export const HERO_SIZES = '100vw';

/** The testimonial's large picture (home.css): the 5fr column of 5fr + 7fr with a 32 px gap from 768 px up. */
export const TESTIMONIAL_SIZES = '(max-width: 767px) calc(100vw - 40px), (max-width: 1199px) calc((100vw - 72px) * 5 / 12), 470px';

/** A partner's tile (PARTNERS_SETTINGS): 4 slides, 3 up to 767 px, 1 up to 480. */
export const PARTNER_SIZES =
  '(max-width: 480px) calc(100vw - 64px), (max-width: 767px) calc((100vw - 40px) / 3 - 24px), (max-width: 1199px) calc((100vw - 40px) / 4 - 24px), 266px';
