// The events list and an event's page (the company's route table lists them).
import {
  NO_SUBSCRIPTION,
  SITE_PATHS,
  describePage,
  detailRoute,
  firstOnPage,
  headPictures,
  newsArticleJsonLd,
  sitePath,
  type PrefetchContext,
  type SiteRoute,
} from '@starfamily/shared';
import { EVENTS_PAGE_SIZE } from '../../constants';
import { eventsApi } from './api/eventsApi';
import { eventDetail } from './eventDetail';
import { EVENT_COLUMN_SIZES } from './pictureSizes';

/** The events list: the events page's, and the home page's Special Events teaser's. */
export const prefetchEvents = ({ dispatch }: PrefetchContext) => void dispatch(eventsApi.endpoints.getEvents.initiate(undefined, NO_SUBSCRIPTION));

export const eventsRoute: SiteRoute = {
  path: SITE_PATHS.events,
  label: 'Events',
  load: () => import('./components/EventsPage'),
  prefetch: prefetchEvents,
  head: (context) => {
    const news = eventsApi.endpoints.getEvents.select()(context.state).data;
    const first = firstOnPage(news, context.search, EVENTS_PAGE_SIZE);
    return {
      title: 'Latest News',
      description: describePage(
        news?.length ? `Latest news from StarFamily: ${news.map(({ eventName }) => eventName).join('; ')}.` : '',
        'Latest news and events from StarFamily, Ethiopian agro-export and industry, with pictures and details.',
      ),
      path: sitePath('events'),
      preloadImage: headPictures(context).preload(first?.banner, EVENT_COLUMN_SIZES),
    };
  },
};

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
