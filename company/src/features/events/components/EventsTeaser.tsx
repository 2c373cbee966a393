import { Link } from 'react-router-dom';
import { GRID_CARD_SIZES, Icon, StorageImage, sitePath } from '@starfamily/shared';
import { EVENTS_TEASER_COUNT } from '../../../constants';
import { useGetEventsQuery } from '../api/eventsApi';
import { formatEventDate } from '../relatedEvents';
import './events.css';

/** Home: the first 6 events as cards (banner, creation date, name, arrow link). */
export default function EventsTeaser() {
  const { data: events = [] } = useGetEventsQuery();
  if (events.length === 0) return null;
  return (
    <section className="sf-section" aria-labelledby="events-teaser-heading">
      <p className="sf-eyebrow">Latest Posts From Our Special Events</p>
      <h2 id="events-teaser-heading">Special Events</h2>
      <ul className="sf-grid sf-events-teaser">
        {events.slice(0, EVENTS_TEASER_COUNT).map((event) => (
          <li key={event.id} className="sf-card sf-event-card">
            <StorageImage path={event.banner} alt={event.eventName} width={480} height={300} sizes={GRID_CARD_SIZES} />
            <div className="sf-card__body">
              <time dateTime={event.created_at} className="sf-event-card__date">
                {formatEventDate(event.created_at)}
              </time>
              <h3>
                <Link to={sitePath('event', { id: event.id })}>{event.eventName}</Link>
              </h3>
              <Link to={sitePath('event', { id: event.id })} className="sf-event-card__arrow" aria-label={`Read more: ${event.eventName}`}>
                <Icon name="arrowRight" size={20} />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
