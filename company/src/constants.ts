// Spec §9 limits for the company remote, in one place.
export const EVENTS_PAGE_SIZE = 2;
export const EVENTS_TEASER_COUNT = 6;
/** Related events beside the events list. */
export const SIDEBAR_EVENTS_COUNT = 4;
/** Description previews on business cards. */
export const PREVIEW_LENGTH = 100;
/** Image zoom opening and closing transition. */
export const ZOOM_TRANSITION_MS = 300;
