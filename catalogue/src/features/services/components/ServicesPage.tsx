import {
  PageBanner,
  pageCountOf,
  pageSlice,
  Pagination,
  QueryStatus,
  useGetServicesQuery,
  usePageParam,
  Heading,
} from '@starfamily/shared';
import { SERVICES_PAGE_SIZE } from '../../../constants';
import { ServiceCard } from './ServiceCard';

export default function ServicesPage() {
  const { data: services = [], isLoading, isError } = useGetServicesQuery();
  const pageCount = pageCountOf(services.length, SERVICES_PAGE_SIZE);
  const [page, setPage] = usePageParam(pageCount);
  return (
    <>
      <PageBanner title="Our Services" crumb="Services" />
      <section className="sf-page" aria-labelledby="services-heading">
        <Heading level={2} id="services-heading">
          All StarFamily Solutions
        </Heading>
        <QueryStatus isLoading={isLoading} isError={isError} isEmpty={services.length === 0} emptyText="Service not found">
          <div className="sf-grid">
            {pageSlice(services, page, SERVICES_PAGE_SIZE).map((service, index) => (
              <ServiceCard key={service.id} service={service} priority={index === 0} />
            ))}
          </div>
          <Pagination page={page} pageCount={pageCount} onChange={setPage} label="Service pages" />
        </QueryStatus>
      </section>
    </>
  );
}
