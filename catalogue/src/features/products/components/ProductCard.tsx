import { Link } from 'react-router-dom';
import { StorageImage, type Product } from '@starfamily/shared';

export function ProductCard({ product }: { product: Product }) {
  return (
    <article className="sf-card">
      <StorageImage path={product.banner} alt={product.title} width={400} height={300} />
      <div className="sf-card__body">
        <h3>{product.title}</h3>
        <Link className="sf-button" to={`/product-single/${product.id}`}>
          Product Details
        </Link>
      </div>
    </article>
  );
}
