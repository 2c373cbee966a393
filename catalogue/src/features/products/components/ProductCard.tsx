import { Link } from 'react-router-dom';
import { StorageImage, truncatePreview, type Product, sitePath } from '@starfamily/shared';
import { PREVIEW_LENGTH } from '../../../constants';

export function ProductCard({ product }: { product: Product }) {
  return (
    <article className="sf-card">
      <StorageImage path={product.banner} alt={product.title} width={400} height={300} />
      <div className="sf-card__body">
        <h3>{product.title}</h3>
        <p>{truncatePreview(product.description, PREVIEW_LENGTH)}</p>
        <Link className="sf-button" to={sitePath('product', { id: product.id })} aria-label={`Product Details: ${product.title}`}>
          Product Details
        </Link>
      </div>
    </article>
  );
}
