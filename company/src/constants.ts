// Spec §9 limits for the company remote, in one place.
export const EVENTS_PAGE_SIZE = 2;
export const EVENTS_TEASER_COUNT = 6;
/** Related events beside the events list. */
export const SIDEBAR_EVENTS_COUNT = 4;
/** Image zoom opening and closing transition. */
export const ZOOM_TRANSITION_MS = 300;
