import { useId, useState } from 'react';
import { addToCart, sitePath, useAppDispatch, useOptionalWidgetSettings, type Product } from '@starfamily/shared';
import './addToQuote.css';

interface AddToQuoteProps {
  product: Product;
  /** The product page asks how many; a card adds one. */
  withQuantity?: boolean;
}

/** The quote page on the main site with this product added: a partner's visitor lands in the site's own basket. */
const quoteUrl = (siteUrl: string, product: Product, qty: number) =>
  `${siteUrl}${sitePath('quote', {}, { add: String(product.id), ...(qty > 1 ? { qty: String(qty) } : {}) })}`;

/**
 * "Add to quote": on the site it adds the product to the quote basket (the spec's cart, with its toast); inside a
 * partner's widget, where no basket lives, it opens the main site's quote page with the product added.
 */
export function AddToQuote({ product, withQuantity = false }: AddToQuoteProps) {
  const dispatch = useAppDispatch();
  const widget = useOptionalWidgetSettings();
  // As typed (a visitor may empty the field on the way to another number); read as a whole number of at least 1.
  const [typed, setTyped] = useState('1');
  const qty = Math.max(1, Math.floor(Number(typed)) || 1);
  const id = useId();
  // Cards name their product: several "Add to quote" buttons on one page must say which product each adds.
  const name = withQuantity ? undefined : `Add to quote: ${product.title}`;
  const action = widget ? (
    widget.siteUrl && (
      <a className="sf-button sf-add-to-quote" href={quoteUrl(widget.siteUrl, product, qty)} aria-label={name}>
        Add to quote
      </a>
    )
  ) : (
    <button type="button" className="sf-button sf-add-to-quote" aria-label={name} onClick={() => dispatch(addToCart({ product, qty }))}>
      Add to quote
    </button>
  );
  if (!withQuantity) return action;
  return (
    <p className="sf-add-to-quote__form">
      <label htmlFor={id}>Quantity</label>
      <input id={id} type="number" inputMode="numeric" min={1} step={1} value={typed} onChange={(event) => setTyped(event.target.value)} />
      {action}
    </p>
  );
}
