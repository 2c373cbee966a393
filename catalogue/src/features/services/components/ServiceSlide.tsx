import { useState, type FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import { SafeHtml, truncatePreview, type Service, sitePath } from '@starfamily/shared';
import { ServiceIcon } from './ServiceIcon';
import './services.css';

interface ServiceSlideProps {
  service: Service;
  /** The whole list, handed to the detail page as navigation state (spec: home services carousel). */
  services: Service[];
}

/** Name and full description; hovering (or focusing) the card shows the plain-text preview instead. */
export function ServiceSlide({ service, services }: ServiceSlideProps) {
  const [previewing, setPreviewing] = useState(false);
  const leaveFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPreviewing(false);
  };
  return (
    <article
      className="sf-card sf-service-slide"
      onMouseEnter={() => setPreviewing(true)}
      onMouseLeave={() => setPreviewing(false)}
      onFocus={() => setPreviewing(true)}
      onBlur={leaveFocus}
    >
      <div className="sf-card__body">
        <ServiceIcon service={service} />
        <h3>{service.serviceName}</h3>
        {/* Both texts share one grid cell, so swapping them never changes the card's height. */}
        <div className="sf-service-slide__text">
          <div style={{ visibility: previewing ? 'hidden' : 'visible' }}>
            <SafeHtml html={service.description} />
          </div>
          <p className="sf-service-slide__preview" style={{ visibility: previewing ? 'visible' : 'hidden' }}>
            {truncatePreview(service.description)}
          </p>
        </div>
        <Link
          className="sf-button"
          to={sitePath('service', { id: service.id })}
          state={{ services }}
          onClick={() => window.scrollTo(0, 0)}
          aria-label={`Details: ${service.serviceName}`}
        >
          Details
        </Link>
      </div>
    </article>
  );
}
