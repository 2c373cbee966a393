import { RelatedSection } from '../../../components/RelatedSection';
import { relatedTo } from '../../../lib/related';
import { useGetProductsQuery } from '../api/productsApi';
import { ProductCard } from './ProductCard';

export function RelatedProducts({ currentId }: { currentId: number }) {
  const { data: products = [] } = useGetProductsQuery();
  const related = relatedTo(products, currentId);
  return (
    <RelatedSection heading="Related Products" isEmpty={related.length === 0}>
      {related.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </RelatedSection>
  );
}
