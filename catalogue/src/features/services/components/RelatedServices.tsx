import { useLocation } from 'react-router-dom';
import { useRelatedItems, type Service } from '@starfamily/shared';
import { RelatedSection } from '../../../components/RelatedSection';
import { serviceDetail } from '../serviceDetail';
import { ServiceCard } from './ServiceCard';

/** The home carousel passes its service list as navigation state: shown at once, replaced by the fresh list. */
function servicesFromState(state: unknown): Service[] | undefined {
  const services = (state as { services?: unknown } | null)?.services;
  return Array.isArray(services) ? (services as Service[]) : undefined;
}

export function RelatedServices({ currentId }: { currentId: number }) {
  const { state } = useLocation();
  const { items } = useRelatedItems(serviceDetail, currentId, servicesFromState(state));
  return (
    <RelatedSection heading="Related Services" isEmpty={items.length === 0}>
      {items.map((service) => (
        <ServiceCard key={service.id} service={service} />
      ))}
    </RelatedSection>
  );
}
