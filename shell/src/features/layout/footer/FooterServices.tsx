import { Link } from 'react-router-dom';
import { truncateText, type Service, sitePath } from '@starfamily/shared';

export const FOOTER_SERVICE_COUNT = 4;
export const FOOTER_SERVICE_NAME_MAX = 50;

/** First four services, long names cut at 50 characters, and a trailing ellipsis when there are more. */
export function FooterServices({ services }: { services: Service[] }) {
  return (
    <div role="group" aria-labelledby="footer-services">
      <h2 id="footer-services">Our Services</h2>
      <ul>
        {services.slice(0, FOOTER_SERVICE_COUNT).map((service) => (
          <li key={service.id}>
            <Link to={sitePath('service', { id: service.id })} title={service.serviceName}>
              {truncateText(service.serviceName, FOOTER_SERVICE_NAME_MAX)}
            </Link>
          </li>
        ))}
        {services.length > FOOTER_SERVICE_COUNT && (
          <li>
            <Link to={sitePath('services')} aria-label="All services">
              ...
            </Link>
          </li>
        )}
      </ul>
    </div>
  );
}
