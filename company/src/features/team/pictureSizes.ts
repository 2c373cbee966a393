// `sizes` of the team's pictures, from their CSS and carousel settings (content width: at most 1200 px with 20 px
// padding each side; carousel slides have 12 px padding each side). Read by the components and, for a route's LCP
// picture, by its head's preload (routes.ts). A file per feature: each home section's chunk carries only its own.

/** A card of `.sf-team-grid` (base.css): 3 columns with 24 px gaps, 2 up to 991 px, 1 up to 575. */
export const TEAM_CARD_SIZES =
  '(max-width: 575px) calc(100vw - 40px), (max-width: 991px) calc(50vw - 32px), (max-width: 1199px) calc((100vw - 88px) / 3), 371px';

/** A team member's picture on their page (team.css): the 2fr column of 2fr + 3fr with a 40 px gap from 768 px up. */
export const TEAM_MEMBER_SIZES = '(max-width: 767px) calc(100vw - 40px), (max-width: 1199px) calc((100vw - 80px) * 0.4), 448px';
