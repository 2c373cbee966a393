// `sizes` of the layouts the shared stylesheet (base.css) defines; each app keeps those of its own layouts beside
// their CSS. Content width: `.sf-page`/`.sf-section` are at most 1200 px with 20 px padding each side.

/**
 * A card in `.sf-grid` (auto-fill columns of at least 260 px, 24 px gaps): 1 column below 584 px, 2 below 868,
 * 3 below 1152, then 4 of at most 272 px.
 */
export const GRID_CARD_SIZES =
  '(max-width: 583px) calc(100vw - 40px), (max-width: 867px) calc(50vw - 32px), (max-width: 1151px) calc((100vw - 88px) / 3), 272px';

/** A thumbnail under a gallery's main picture: a 96 px button with a 3 px border. */
export const GALLERY_THUMB_SIZES = '90px';
