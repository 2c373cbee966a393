// `sizes` of the catalogue's detail gallery, from its CSS (cards in `.sf-grid` use the shared GRID_CARD_SIZES).
// Read by DetailLayout and by the detail routes' heads for their preload (routes.ts).

/**
 * The main picture of a detail page's gallery (detail.css): the 1.1fr column of two with a 32 px gap in the 1160 px
 * page from 992 px up, the page's width below.
 */
export const DETAIL_GALLERY_SIZES = '(max-width: 991px) calc(100vw - 40px), (max-width: 1199px) calc((100vw - 72px) * 0.524), 591px';
