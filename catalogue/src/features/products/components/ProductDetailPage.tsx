import { skipToken } from '@reduxjs/toolkit/query/react';
import { DetailLayout } from '../../../components/DetailLayout';
import { DetailState } from '../../../components/DetailState';
import { useRouteId } from '../../../lib/useRouteId';
import { useGetProductQuery } from '../api/productsApi';
import { ProductText } from './ProductText';
import { RelatedProducts } from './RelatedProducts';
import { sitePath } from '@starfamily/shared';

export default function ProductDetailPage() {
  const id = useRouteId();
  const { currentData: product, isFetching, error, refetch } = useGetProductQuery(id ?? skipToken);
  return (
    <DetailState
      item={product}
      isFetching={isFetching}
      error={error}
      loadingText="Loading product..."
      notFoundText="Product not found"
      back={{ to: sitePath('products'), label: 'Back to products' }}
      onRetry={() => void refetch()}
    >
      {(found) => (
        <DetailLayout
          title={found.title}
          images={[found.banner, ...found.images]}
          related={<RelatedProducts currentId={found.id} />}
          contactHeading="Have Anything in mind? Let's discuss."
        >
          <ProductText product={found} />
        </DetailLayout>
      )}
    </DetailState>
  );
}
