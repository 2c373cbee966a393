// `sizes` of the business cards' pictures, from their CSS and carousel settings (content width: at most 1200 px with 20 px
// padding each side; carousel slides have 12 px padding each side). Read by the components and, for a route's LCP
// picture, by its head's preload (routes.ts). A file per feature: each home section's chunk carries only its own.

/** A farm, warehouse or sister company card (BUSINESS_SLIDER_SETTINGS): 3 slides, 2 up to 1200 px, 1 up to 767. */
export const BUSINESS_CARD_SIZES = '(max-width: 767px) calc(100vw - 64px), (max-width: 1200px) calc(50vw - 44px), 363px';

/** A sister company's round logo (business.css). */
export const BUSINESS_LOGO_SIZES = '64px';
