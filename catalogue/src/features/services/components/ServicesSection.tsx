import { Link } from 'react-router-dom';
import { GRID_CARD_SIZES, QueryStatus, StorageImage, useGetServicesQuery, sitePath } from '@starfamily/shared';
import { HOME_SERVICES_COUNT } from '../../../constants';

/** Home variant of the services list: the first four services, no pagination, no description. */
export default function ServicesSection() {
  const { data: services = [], isLoading, isError } = useGetServicesQuery();
  return (
    <section className="sf-section" aria-labelledby="home-services-heading">
      <p className="sf-eyebrow">All StarFamily Solutions</p>
      <h2 id="home-services-heading">Our Services</h2>
      <QueryStatus isLoading={isLoading} isError={isError} isEmpty={services.length === 0} emptyText="Service not found">
        <div className="sf-grid">
          {services.slice(0, HOME_SERVICES_COUNT).map((service) => (
            <article key={service.id} className="sf-card">
              <StorageImage path={service.banner} alt={service.serviceName} width={400} height={260} sizes={GRID_CARD_SIZES} />
              <div className="sf-card__body">
                <h3>{service.serviceName}</h3>
                <Link className="sf-button" to={sitePath('service', { id: service.id })} aria-label={`Details: ${service.serviceName}`}>
                  Details
                </Link>
              </div>
            </article>
          ))}
        </div>
      </QueryStatus>
    </section>
  );
}
