import { PageBanner, Pagination, QueryStatus, pageCountOf, pageSlice, usePageParam } from '@starfamily/shared';
import { EVENTS_PAGE_SIZE } from '../../../constants';
import { useGetEventsQuery } from '../api/eventsApi';
import { sidebarEvents } from '../relatedEvents';
import { EventArticle } from './EventArticle';
import { RelatedEvents } from './RelatedEvents';
import './events.css';

/** /event "Latest News": 2 events per page (page in `?page=`), and a sidebar of events from other pages. */
export default function EventsPage() {
  const { data: events = [], isLoading, isError } = useGetEventsQuery();
  const [page, setPage] = usePageParam(pageCountOf(events.length, EVENTS_PAGE_SIZE));
  const onPage = pageSlice(events, page, EVENTS_PAGE_SIZE);
  const sidebar = sidebarEvents(events, onPage);
  return (
    <div className="sf-events-page">
      <PageBanner title="Latest News" crumb="Events" />
      <div className="sf-page sf-events-layout">
        <section aria-label="Latest News">
          <QueryStatus isLoading={isLoading} isError={isError} isEmpty={events.length === 0} emptyText="No events yet.">
            <div className="sf-events-list">
              {onPage.map((event, index) => (
                <EventArticle key={event.id} event={event} priority={index === 0} />
              ))}
            </div>
            <Pagination page={page} pageCount={pageCountOf(events.length, EVENTS_PAGE_SIZE)} onChange={setPage} label="Events pages" />
          </QueryStatus>
        </section>
        <RelatedEvents events={sidebar.events} hasMore={sidebar.hasMore} />
      </div>
    </div>
  );
}
