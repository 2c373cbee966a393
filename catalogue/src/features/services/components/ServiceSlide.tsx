import { useState, type FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import { SafeHtml, StorageImage, truncatePreview, type Service, sitePath } from '@starfamily/shared';
import { PREVIEW_LENGTH } from '../../../constants';
import { SERVICE_ICON_SIZES } from '../pictureSizes';
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
        {service.icon && (
          <span className="sf-service-card__icon">
            <StorageImage path={service.icon} alt="" width={48} height={48} sizes={SERVICE_ICON_SIZES} />
          </span>
        )}
        <h3>{service.serviceName}</h3>
        {/* Both texts share one grid cell, so swapping them never changes the card's height. */}
        <div className="sf-service-slide__text">
          <div style={{ visibility: previewing ? 'hidden' : 'visible' }}>
            <SafeHtml html={service.description} />
          </div>
          <p className="sf-service-slide__preview" style={{ visibility: previewing ? 'visible' : 'hidden' }}>
            {truncatePreview(service.description, PREVIEW_LENGTH)}
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
