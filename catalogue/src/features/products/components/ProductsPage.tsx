import { useSearchParams } from 'react-router-dom';
import { QueryStatus } from '@starfamily/shared';
import { useGetProductsQuery } from '../api/productsApi';
import { ProductCard } from './ProductCard';

export const PRODUCTS_PAGE_SIZE = 6;

function parseCategoryId(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

export default function ProductsPage() {
  const [searchParams] = useSearchParams();
  const categoryId = parseCategoryId(searchParams.get('category_id'));
  const categoryName = searchParams.get('category_name');
  const { data: products = [], isLoading, isError } = useGetProductsQuery(categoryId === undefined ? undefined : { categoryId });
  const visible = products
    .filter((product) => categoryId === undefined || (product.category_id ?? product.category?.id) === categoryId)
    .slice(0, PRODUCTS_PAGE_SIZE);

  return (
    <section className="sf-page" aria-labelledby="products-heading">
      <h1 id="products-heading">{categoryName ? `Products In Category ${categoryName}` : 'Products In All Categories'}</h1>
      <QueryStatus
        isLoading={isLoading}
        isError={isError && categoryId === undefined}
        isEmpty={visible.length === 0}
        emptyText="No products found for this category."
      >
        <div className="sf-grid">
          {visible.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      </QueryStatus>
    </section>
  );
}
