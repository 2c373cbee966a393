// `sizes` of the company-wide pictures, from their CSS (common.css).

/** A thumbnail of the shared ThumbnailPicker in the company's look (`.sf-thumbs`): an 88 px button with a 3 px border. */
export const THUMBNAIL_SIZES = '82px';

/** The zoomed picture (common.css): at most 1100 px, within 24 px of the window's edges. */
export const ZOOM_SIZES = 'min(1100px, calc(100vw - 48px))';
