import { useSearchParams } from 'react-router-dom';
import { pageCountOf, pageSlice, Pagination, QueryStatus, useGetProductCategoriesQuery, usePageParam, PageTitle } from '@starfamily/shared';
import { PRODUCTS_PAGE_SIZE } from '../../../constants';
import { useGetProductsQuery } from '../api/productsApi';
import { parseCategoryId, productsInCategory, productsQueryArg } from '../productsInCategory';
import { ProductCard } from './ProductCard';

/** Cards in the first screen (one row on a wide screen, the first card on a phone): their pictures load at once. The
 * first card's picture is the page's LCP on a phone (the head preloads it). */
const FIRST_SCREEN_CARDS = 2;

interface ProductsPageProps {
  /** Products per page: the spec's 6 on the site; a widget's `page-size` may change it. */
  pageSize?: number;
}

export default function ProductsPage({ pageSize = PRODUCTS_PAGE_SIZE }: ProductsPageProps) {
  const [searchParams] = useSearchParams();
  const categoryId = parseCategoryId(searchParams.get('category_id'));
  // The menu's links carry the name; a link with only the id (a widget's category-id, a shared URL) looks it up.
  const { data: categories } = useGetProductCategoriesQuery(undefined, {
    skip: productsQueryArg(categoryId) === undefined || searchParams.has('category_name'),
  });
  const categoryName = searchParams.get('category_name') ?? categories?.find((category) => category.id === categoryId)?.name;
  const { data: products = [], isLoading, isError } = useGetProductsQuery(productsQueryArg(categoryId));
  const inCategory = productsInCategory(products, categoryId);
  const pageCount = pageCountOf(inCategory.length, pageSize);
  const [page, setPage] = usePageParam(pageCount);

  return (
    <section className="sf-page" aria-labelledby="products-heading">
      <PageTitle id="products-heading">{categoryName ? `Products In Category ${categoryName}` : 'Products In All Categories'}</PageTitle>
      <QueryStatus
        isLoading={isLoading}
        // An unknown category answers 404: for a visitor that is an empty category, not a failure.
        isError={isError && categoryId === undefined}
        isEmpty={inCategory.length === 0}
        emptyText="No products found for this category."
      >
        <div className="sf-grid">
          {pageSlice(inCategory, page, pageSize).map((product, index) => (
            <ProductCard key={product.id} product={product} eager={index < FIRST_SCREEN_CARDS} priority={index === 0} headingLevel={2} />
          ))}
        </div>
        <Pagination page={page} pageCount={pageCount} onChange={setPage} label="Product pages" />
      </QueryStatus>
    </section>
  );
}
