// `sizes` of the catalogue's own picture layouts, from their CSS (cards in `.sf-grid` use the shared GRID_CARD_SIZES).
// Read by the components and, for a route's LCP picture, by its head's preload (routes.ts).

/**
 * The main picture of a detail page's gallery (detail.css): the 1.1fr column of two with a 32 px gap in the 1160 px
 * page from 992 px up, the page's width below.
 */
export const DETAIL_GALLERY_SIZES = '(max-width: 991px) calc(100vw - 40px), (max-width: 1199px) calc((100vw - 72px) * 0.524), 591px';

/**
 * A project card in the home carousel (projects.css, projectsCarouselSettings): the slider has 28 px margins, each
 * slide 12 px padding each side; 4 slides above 1400 px, 3 above 1024, 2 above 575, then 1.
 */
export const PROJECT_CAROUSEL_CARD_SIZES =
  '(max-width: 575px) calc(100vw - 120px), (max-width: 1024px) calc(50vw - 72px), (max-width: 1199px) calc((100vw - 96px) / 3 - 24px), (max-width: 1400px) 344px, 252px';

/** A service's icon in its 64 px circle with 8 px padding (services.css). */
export const SERVICE_ICON_SIZES = '48px';
