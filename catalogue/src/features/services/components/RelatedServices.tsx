import { useLocation } from 'react-router-dom';
import { useGetServicesQuery, type Service } from '@starfamily/shared';
import { RelatedSection } from '../../../components/RelatedSection';
import { relatedTo } from '../../../lib/related';
import { ServiceCard } from './ServiceCard';

/** The home carousel passes its service list as navigation state: shown at once, replaced by the fresh list. */
function servicesFromState(state: unknown): Service[] | undefined {
  const services = (state as { services?: unknown } | null)?.services;
  return Array.isArray(services) ? (services as Service[]) : undefined;
}

export function RelatedServices({ currentId }: { currentId: number }) {
  const { state } = useLocation();
  const { data } = useGetServicesQuery();
  const related = relatedTo(data ?? servicesFromState(state) ?? [], currentId);
  return (
    <RelatedSection heading="Related Services" isEmpty={related.length === 0}>
      {related.map((service) => (
        <ServiceCard key={service.id} service={service} />
      ))}
    </RelatedSection>
  );
}
