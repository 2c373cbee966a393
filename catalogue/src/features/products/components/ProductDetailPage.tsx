import { DetailState } from '@starfamily/shared';
import { DetailLayout } from '../../../components/DetailLayout';
import { productDetail } from '../productDetail';
import { AddToQuote } from './AddToQuote';
import { ProductText } from './ProductText';
import { RelatedProducts } from './RelatedProducts';

export default function ProductDetailPage() {
  return (
    <DetailState page={productDetail}>
      {(product) => (
        <DetailLayout
          page={productDetail}
          item={product}
          related={<RelatedProducts currentId={product.id} />}
          contactHeading="Have Anything in mind? Let's discuss."
        >
          <ProductText product={product} />
          <AddToQuote product={product} withQuantity />
        </DetailLayout>
      )}
    </DetailState>
  );
}
