import {
  DetailGallery,
  DetailState,
  PageBanner,
  RemoteComponent,
  SafeHtml,
  TimeAgo,
  useRelatedItems,
  WriteToUs,
  type CompanyEvent,
} from '@starfamily/shared';
import { eventDetail } from '../eventDetail';
import { RelatedEvents } from './RelatedEvents';
import './events.css';

function EventDetail({ event }: { event: CompanyEvent }) {
  const related = useRelatedItems(eventDetail, event.id);
  return (
    <article className="sf-event-detail" aria-label={event.eventName}>
      <PageBanner title={event.eventName} crumb="Event" />
      <div className="sf-page sf-events-layout">
        <div className="sf-event-detail__main">
          <DetailGallery page={eventDetail} item={event} />
          <p className="sf-event-article__meta">
            <TimeAgo date={event.created_at} />
          </p>
          <SafeHtml html={event.description} className="sf-event-detail__description" />
          <SafeHtml html={event.details} className="sf-event-detail__details" />
        </div>
        <RelatedEvents events={related.items} />
      </div>
      <RemoteComponent
        module="contact/ContactForm"
        label="Contact form"
        props={{ heading: 'Want to know more about this event?' }}
        fallback={<WriteToUs />}
      />
    </article>
  );
}

/** /event-single/{id}: gallery, name, description and details, 3 related events and the contact form. */
export default function EventDetailPage() {
  return <DetailState page={eventDetail}>{(event) => <EventDetail event={event} />}</DetailState>;
}
