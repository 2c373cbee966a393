import { ContactFormSection, ImageGallery, PageBanner, QueryStatus, SafeHtml, isNotFound, TimeAgo, Heading } from '@starfamily/shared';
import { EVENT_COLUMN_SIZES } from '../pictureSizes';
import { useRouteId } from '../../../lib/useRouteId';
import { useGetEventQuery, useGetEventsQuery } from '../api/eventsApi';
import { relatedTo } from '../relatedEvents';
import { RelatedEvents } from './RelatedEvents';
import './events.css';

function EventNotFound() {
  return (
    <div className="sf-page">
      <Heading level={1}>Event not found</Heading>
    </div>
  );
}

/** /event-single/{id}: gallery, name, description and details, 3 related events and the contact form. */
export default function EventDetailPage() {
  const id = useRouteId();
  const { data: event, isLoading, isError, error } = useGetEventQuery(id ?? 0, { skip: id === undefined });
  const { data: events = [] } = useGetEventsQuery();

  if (id === undefined || isNotFound(error) || (!isLoading && !isError && !event?.id)) return <EventNotFound />;
  return (
    <QueryStatus isLoading={isLoading} isError={isError} errorText="This event could not be loaded. Please try again later.">
      {event && (
        <article className="sf-event-detail" aria-label={event.eventName}>
          <PageBanner title={event.eventName} crumb="Event" />
          <div className="sf-page sf-events-layout">
            <div className="sf-event-detail__main">
              <ImageGallery images={[event.banner, ...event.images]} alt={event.eventName} sizes={EVENT_COLUMN_SIZES} priority />
              <p className="sf-event-article__meta">
                <TimeAgo date={event.created_at} />
              </p>
              <SafeHtml html={event.description} className="sf-event-detail__description" />
              <SafeHtml html={event.details} className="sf-event-detail__details" />
            </div>
            <RelatedEvents events={relatedTo(events, event.id)} />
          </div>
          <ContactFormSection heading="Want to know more about this event?" />
        </article>
      )}
    </QueryStatus>
  );
}
