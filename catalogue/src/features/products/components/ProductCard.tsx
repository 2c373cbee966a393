import { Link } from 'react-router-dom';
import { StorageImage, truncatePreview, type Product, sitePath, Heading } from '@starfamily/shared';
import { PREVIEW_LENGTH } from '../../../constants';

/** `eager`: the card is in the first screen of its page (its picture is then the page's largest paint). */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  return (
    <article className="sf-card">
      <StorageImage path={product.banner} alt={product.title} width={400} height={300} eager={eager} />
      <div className="sf-card__body">
        <Heading level={3}>{product.title}</Heading>
        <p>{truncatePreview(product.description, PREVIEW_LENGTH)}</p>
        <Link className="sf-button" to={sitePath('product', { id: product.id })} aria-label={`Product Details: ${product.title}`}>
          Product Details
        </Link>
      </div>
    </article>
  );
}
