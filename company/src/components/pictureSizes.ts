// `sizes` of the zoom dialog's picture, from its CSS (common.css). The thumbnails' are the shared ThumbnailPicker's.

/** The zoomed picture (common.css): at most 1100 px, within 24 px of the window's edges. */
export const ZOOM_SIZES = 'min(1100px, calc(100vw - 48px))';
