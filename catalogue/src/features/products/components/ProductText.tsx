import { Link } from 'react-router-dom';
import { SafeHtml, type Product, categoryPath, Heading } from '@starfamily/shared';

function CategoryLine({ product }: { product: Product }) {
  const category = product.category;
  if (!category) return <p className="sf-detail__category">Category: Uncategorized</p>;
  return (
    <p className="sf-detail__category">
      Category: <Link to={categoryPath(category)}>{category.name}</Link>
    </p>
  );
}

/** The product's own text: category, then description and details as (sanitised) HTML. */
export function ProductText({ product }: { product: Product }) {
  return (
    <>
      <CategoryLine product={product} />
      <SafeHtml html={product.description} className="sf-detail__description" />
      {product.details?.trim() && (
        <>
          <Heading level={2}>Details</Heading>
          <SafeHtml html={product.details} className="sf-detail__details" />
        </>
      )}
    </>
  );
}
