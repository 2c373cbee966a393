import { Link } from 'react-router-dom';
import { GRID_CARD_SIZES, StorageImage, truncatePreview, type Product, sitePath, Heading, type HeadingLevel } from '@starfamily/shared';
import { AddToQuote } from './AddToQuote';

/**
 * `eager`: the card is in the first screen of its page; `priority`: its picture is the page's largest paint (LCP).
 * Cards always sit in `.sf-grid`.
 * `headingLevel`: one below the heading the cards sit under (2 under the page's h1, 3 under a section's h2).
 */
interface ProductCardProps {
  product: Product;
  eager?: boolean;
  priority?: boolean;
  headingLevel?: HeadingLevel;
}

export function ProductCard({ product, eager = false, priority = false, headingLevel = 3 }: ProductCardProps) {
  return (
    <article className="sf-card">
      <StorageImage
        path={product.banner}
        alt={product.title}
        width={400}
        height={300}
        sizes={GRID_CARD_SIZES}
        eager={eager}
        priority={priority}
      />
      <div className="sf-card__body">
        <Heading level={headingLevel}>{product.title}</Heading>
        <p>{truncatePreview(product.description)}</p>
        <Link className="sf-button" to={sitePath('product', { id: product.id })} aria-label={`Product Details: ${product.title}`}>
          Product Details
        </Link>
        <AddToQuote product={product} />
      </div>
    </article>
  );
}
