import { Link } from 'react-router-dom';
import { StorageImage, type CompanyEvent, sitePath, Heading } from '@starfamily/shared';
import { RELATED_EVENT_SIZES } from '../pictureSizes';
import '../../../components/common.css';

interface RelatedEventsProps {
  events: CompanyEvent[];
  /** A trailing ellipsis: more events exist than are listed. */
  hasMore?: boolean;
}

/** The "Related Events" list beside the events list and under an event. */
export function RelatedEvents({ events, hasMore = false }: RelatedEventsProps) {
  if (events.length === 0) return null;
  return (
    <aside className="sf-related-events" aria-labelledby="related-events-heading">
      <Heading level={2} id="related-events-heading">
        Related Events
      </Heading>
      <ul>
        {events.map((event) => (
          <li key={event.id}>
            <StorageImage path={event.banner} alt="" width={96} height={72} sizes={RELATED_EVENT_SIZES} />
            <Link to={sitePath('event', { id: event.id })}>{event.eventName}</Link>
          </li>
        ))}
        {hasMore && (
          <li className="sf-related-events__more">
            <span aria-hidden="true">...</span>
            <span className="sf-visually-hidden">and more events</span>
          </li>
        )}
      </ul>
    </aside>
  );
}
