// `sizes` of the company remote's picture layouts, from their CSS and carousel settings (content width: at most
// 1200 px with 20 px padding each side; carousel slides have 12 px padding each side). Read by the components and,
// for a route's LCP picture, by its head's preload (routes.ts).

/** The hero (home.css): the window's full width (on phones 420 px high, covered: a crop, not a wider picture). */
export const HERO_SIZES = '100vw';

/** The about picture (about.css): one of two columns with a 40 px gap from 768 px up, the section's width below. */
export const ABOUT_PICTURE_SIZES = '(max-width: 767px) calc(100vw - 40px), (max-width: 1199px) calc(50vw - 40px), 560px';

/** A thumbnail of ThumbnailPicker (common.css): an 88 px button with a 3 px border. */
export const THUMBNAIL_SIZES = '82px';

/** The zoomed picture (common.css): at most 1100 px, within 24 px of the window's edges. */
export const ZOOM_SIZES = 'min(1100px, calc(100vw - 48px))';

/** The testimonial's large picture (home.css): the 5fr column of 5fr + 7fr with a 32 px gap from 768 px up. */
export const TESTIMONIAL_SIZES = '(max-width: 767px) calc(100vw - 40px), (max-width: 1199px) calc((100vw - 72px) * 5 / 12), 470px';

/** A partner's tile (PARTNERS_SETTINGS): 4 slides, 3 up to 767 px, 1 up to 480. */
export const PARTNER_SIZES =
  '(max-width: 480px) calc(100vw - 64px), (max-width: 767px) calc((100vw - 40px) / 3 - 24px), (max-width: 1199px) calc((100vw - 40px) / 4 - 24px), 266px';

/** A card of `.sf-team-grid` (base.css): 3 columns with 24 px gaps, 2 up to 991 px, 1 up to 575. */
export const TEAM_CARD_SIZES = '(max-width: 575px) calc(100vw - 40px), (max-width: 991px) calc(50vw - 32px), (max-width: 1199px) calc((100vw - 88px) / 3), 371px';

/** A team member's picture on their page (team.css): the 2fr column of 2fr + 3fr with a 40 px gap from 768 px up. */
export const TEAM_MEMBER_SIZES = '(max-width: 767px) calc(100vw - 40px), (max-width: 1199px) calc((100vw - 80px) * 0.4), 448px';

/** A farm, warehouse or sister company card (BUSINESS_SLIDER_SETTINGS): 3 slides, 2 up to 1200 px, 1 up to 767. */
export const BUSINESS_CARD_SIZES = '(max-width: 767px) calc(100vw - 64px), (max-width: 1200px) calc(50vw - 44px), 363px';

/** A sister company's round logo (business.css). */
export const BUSINESS_LOGO_SIZES = '64px';

/** The events list and an event's gallery (events.css): the column beside the 320 px sidebar (32 px gap) from 992 px. */
export const EVENT_COLUMN_SIZES = '(max-width: 991px) calc(100vw - 40px), (max-width: 1199px) calc(100vw - 392px), 808px';

/** A related event's picture (events.css): the 72 px column of its row. */
export const RELATED_EVENT_SIZES = '72px';
