// `sizes` of the events' pictures, from their CSS and carousel settings (content width: at most 1200 px with 20 px
// padding each side; carousel slides have 12 px padding each side). Read by the components and, for a route's LCP
// picture, by its head's preload (routes.ts). A file per feature: each home section's chunk carries only its own.

/** The events list and an event's gallery (events.css): the column beside the 320 px sidebar (32 px gap) from 992 px. */
export const EVENT_COLUMN_SIZES = '(max-width: 991px) calc(100vw - 40px), (max-width: 1199px) calc(100vw - 392px), 808px';

/** A related event's picture (events.css): the 72 px column of its row. */
export const RELATED_EVENT_SIZES = '72px';
