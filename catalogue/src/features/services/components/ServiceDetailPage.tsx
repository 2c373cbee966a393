import { skipToken } from '@reduxjs/toolkit/query/react';
import { SafeHtml, sitePath, Heading } from '@starfamily/shared';
import { DetailLayout } from '../../../components/DetailLayout';
import { DetailState } from '../../../components/DetailState';
import { useRouteId } from '../../../lib/useRouteId';
import { useGetServiceQuery } from '../api/servicesApi';
import { RelatedServices } from './RelatedServices';

export default function ServiceDetailPage() {
  const id = useRouteId();
  const { currentData: service, isFetching, error, refetch } = useGetServiceQuery(id ?? skipToken);
  return (
    <DetailState
      item={service}
      isFetching={isFetching}
      error={error}
      loadingText="Loading service..."
      notFoundText="Service not found"
      back={{ to: sitePath('services'), label: 'Back to services' }}
      onRetry={() => void refetch()}
    >
      {(found) => (
        <DetailLayout
          title={found.serviceName}
          images={[found.banner, ...found.images]}
          related={<RelatedServices currentId={found.id} />}
          contactHeading="Need this service? Let's discuss."
        >
          <SafeHtml html={found.description} className="sf-detail__description" />
          {found.details?.trim() && (
            <>
              <Heading level={2}>Details</Heading>
              <SafeHtml html={found.details} className="sf-detail__details" />
            </>
          )}
        </DetailLayout>
      )}
    </DetailState>
  );
}
