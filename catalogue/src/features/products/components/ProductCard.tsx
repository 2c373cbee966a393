import { Link } from 'react-router-dom';
import { StorageImage, truncatePreview, type Product, sitePath, Heading, type HeadingLevel } from '@starfamily/shared';
import { PREVIEW_LENGTH } from '../../../constants';

/**
 * `eager`: the card is in the first screen of its page (its picture is then the page's largest paint).
 * `headingLevel`: one below the heading the cards sit under (2 under the page's h1, 3 under a section's h2).
 */
export function ProductCard({ product, eager = false, headingLevel = 3 }: { product: Product; eager?: boolean; headingLevel?: HeadingLevel }) {
  return (
    <article className="sf-card">
      <StorageImage path={product.banner} alt={product.title} width={400} height={300} eager={eager} />
      <div className="sf-card__body">
        <Heading level={headingLevel}>{product.title}</Heading>
        <p>{truncatePreview(product.description, PREVIEW_LENGTH)}</p>
        <Link className="sf-button" to={sitePath('product', { id: product.id })} aria-label={`Product Details: ${product.title}`}>
          Product Details
        </Link>
      </div>
    </article>
  );
}
