import { Link } from 'react-router-dom';
import { Icon, SafeHtml, StorageImage, TimeAgo, type CompanyEvent, sitePath, Heading } from '@starfamily/shared';
import { EVENT_COLUMN_SIZES } from '../pictureSizes';

/** One event in the Latest News list: banner, time since it was posted, name, description, READ MORE. `priority`: the
 * banner is the page's LCP (the first event of the list). */
export function EventArticle({ event, priority = false }: { event: CompanyEvent; priority?: boolean }) {
  const headingId = `event-${event.id}-heading`;
  return (
    <article className="sf-card sf-event-article" aria-labelledby={headingId}>
      <StorageImage path={event.banner} alt={event.eventName} width={960} height={540} sizes={EVENT_COLUMN_SIZES} priority={priority} />
      <div className="sf-card__body">
        <p className="sf-event-article__meta">
          <Icon name="clock" size={16} />
          <TimeAgo date={event.created_at} />
        </p>
        <Heading level={2} id={headingId}>
          {event.eventName}
        </Heading>
        <SafeHtml html={event.description} />
        <Link to={sitePath('event', { id: event.id })} className="sf-button" aria-label={`READ MORE: ${event.eventName}`}>
          READ MORE
        </Link>
      </div>
    </article>
  );
}
