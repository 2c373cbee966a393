import { Carousel, QueryStatus, useGetServicesQuery } from '@starfamily/shared';
import { servicesCarouselSettings } from './servicesCarouselSettings';
import { ServiceSlide } from './ServiceSlide';

/** Home section "Our Services / All StarFamily Solutions": every service in an autoplaying carousel. */
export default function ServicesCarousel() {
  const { data: services = [], isLoading, isError } = useGetServicesQuery();
  return (
    <section className="sf-section sf-services-carousel" aria-labelledby="home-services-carousel-heading">
      <p className="sf-eyebrow">All StarFamily Solutions</p>
      <h2 id="home-services-carousel-heading">Our Services</h2>
      <QueryStatus isLoading={isLoading} isError={isError} isEmpty={services.length === 0} emptyText="Service not found">
        <Carousel label="All StarFamily Solutions" settings={servicesCarouselSettings}>
          {services.map((service) => (
            <ServiceSlide key={service.id} service={service} services={services} />
          ))}
        </Carousel>
      </QueryStatus>
    </section>
  );
}
