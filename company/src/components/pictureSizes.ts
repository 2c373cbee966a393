// `sizes` of the shared thumbnails' and zoom dialog's pictures, from their CSS and carousel settings (content width: at most 1200 px with 20 px
// padding each side; carousel slides have 12 px padding each side). Read by the components and, for a route's LCP
// picture, by its head's preload (routes.ts). A file per feature: each home section's chunk carries only its own.

/** A thumbnail of ThumbnailPicker (common.css): an 88 px button with a 3 px border. */
export const THUMBNAIL_SIZES = '82px';

/** The zoomed picture (common.css): at most 1100 px, within 24 px of the window's edges. */
export const ZOOM_SIZES = 'min(1100px, calc(100vw - 48px))';
