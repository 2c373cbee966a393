import { Link } from 'react-router-dom';
import { GRID_CARD_SIZES, StorageImage, truncatePreview, type Service, sitePath, Heading } from '@starfamily/shared';
import { ServiceIcon } from './ServiceIcon';
import './services.css';

/**
 * A service in a grid (services page, related services): icon, banner, name, description preview, Details.
 * `priority`: its banner is the page's LCP (the first card of the services page).
 */
export function ServiceCard({ service, priority = false }: { service: Service; priority?: boolean }) {
  return (
    <article className="sf-card sf-service-card">
      <StorageImage path={service.banner} alt={service.serviceName} width={400} height={260} sizes={GRID_CARD_SIZES} priority={priority} />
      <div className="sf-card__body">
        <ServiceIcon service={service} />
        <Heading level={3}>{service.serviceName}</Heading>
        <p>{truncatePreview(service.description)}</p>
        <Link className="sf-button" to={sitePath('service', { id: service.id })} aria-label={`Details: ${service.serviceName}`}>
          Details
        </Link>
      </div>
    </article>
  );
}
