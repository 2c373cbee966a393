import { defineDetailPage } from '@starfamily/shared';
import { eventsApi } from './api/eventsApi';
import { EVENT_COLUMN_SIZES } from './pictureSizes';

/** /event-single/{id}, declared once for its page and its route (spec: Event detail). */
export const eventDetail = defineDetailPage({
  record: eventsApi.endpoints.getEvent,
  title: (event) => event.eventName,
  list: { page: 'events', name: 'Events' },
  pictures: { of: (event) => [event.banner, ...event.images], sizes: EVENT_COLUMN_SIZES },
  related: eventsApi.endpoints.getEvents,
  texts: { loading: 'Loading...', notFound: 'Event not found', unavailable: 'This event could not be loaded. Please try again later.' },
});
