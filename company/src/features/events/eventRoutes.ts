// The events list and an event's page (the company's route table lists them).
import { SITE_PATHS, describePage, detailRoute, listRoute, newsArticleJsonLd, sitePath } from '@starfamily/shared';
import { EVENTS_PAGE_SIZE } from '../../constants';
import { eventsApi } from './api/eventsApi';
import { eventDetail } from './eventDetail';
import { EVENT_COLUMN_SIZES } from './pictureSizes';

export const eventsRoute = listRoute({
  page: 'events',
  label: 'Events',
  load: () => import('./components/EventsPage'),
  list: eventsApi.endpoints.getEvents,
  title: 'Latest News',
  description: {
    of: (news) => `Latest news from StarFamily: ${news.map(({ eventName }) => eventName).join('; ')}.`,
    about: 'Latest news and events from StarFamily, Ethiopian agro-export and industry, with pictures and details.',
  },
  pageSize: EVENTS_PAGE_SIZE,
  link: (event) => ({ name: event.eventName, path: sitePath('event', { id: event.id }) }),
  picture: { of: (event) => event.banner, sizes: EVENT_COLUMN_SIZES },
});

export const eventDetailRoute = detailRoute(eventDetail, {
  path: SITE_PATHS.event,
  label: 'Event',
  load: () => import('./components/EventDetailPage'),
  head: (event, context) => ({
    description: describePage(
      event.description || event.details,
      `${event.eventName}: news from StarFamily, Ethiopian agro-export and industry, with pictures and details.`,
    ),
    type: 'article',
    jsonLd: [newsArticleJsonLd(event, context)],
  }),
});
