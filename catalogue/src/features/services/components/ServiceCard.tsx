import { Link } from 'react-router-dom';
import { StorageImage, truncatePreview, type Service, sitePath, Heading } from '@starfamily/shared';
import { PREVIEW_LENGTH } from '../../../constants';
import './services.css';

/** A service in a grid (services page, related services): icon, banner, name, description preview, Details. */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <article className="sf-card sf-service-card">
      <StorageImage path={service.banner} alt={service.serviceName} width={400} height={260} />
      <div className="sf-card__body">
        {service.icon && (
          <span className="sf-service-card__icon">
            <StorageImage path={service.icon} alt="" width={48} height={48} />
          </span>
        )}
        <Heading level={3}>{service.serviceName}</Heading>
        <p>{truncatePreview(service.description, PREVIEW_LENGTH)}</p>
        <Link className="sf-button" to={sitePath('service', { id: service.id })} aria-label={`Details: ${service.serviceName}`}>
          Details
        </Link>
      </div>
    </article>
  );
}
