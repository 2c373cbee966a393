import { DetailState, Heading, SafeHtml } from '@starfamily/shared';
import { DetailLayout } from '../../../components/DetailLayout';
import { serviceDetail } from '../serviceDetail';
import { RelatedServices } from './RelatedServices';

export default function ServiceDetailPage() {
  return (
    <DetailState page={serviceDetail}>
      {(service) => (
        <DetailLayout
          page={serviceDetail}
          item={service}
          related={<RelatedServices currentId={service.id} />}
          contactHeading="Need this service? Let's discuss."
        >
          <SafeHtml html={service.description} className="sf-detail__description" />
          {service.details?.trim() && (
            <>
              <Heading level={2}>Details</Heading>
              <SafeHtml html={service.details} className="sf-detail__details" />
            </>
          )}
        </DetailLayout>
      )}
    </DetailState>
  );
}
