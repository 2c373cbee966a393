import { useRelatedItems } from '@starfamily/shared';
import { RelatedSection } from '../../../components/RelatedSection';
import { productDetail } from '../productDetail';
import { ProductCard } from './ProductCard';

export function RelatedProducts({ currentId }: { currentId: number }) {
  const { items } = useRelatedItems(productDetail, currentId);
  return (
    <RelatedSection heading="Related Products" isEmpty={items.length === 0}>
      {items.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </RelatedSection>
  );
}
