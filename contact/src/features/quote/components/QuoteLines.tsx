import { useRef } from 'react';
import { removeFromCart, useAppDispatch, type CartItem } from '@starfamily/shared';
import { QuoteLine } from './QuoteLine';

interface QuoteLinesProps {
  lines: CartItem[];
  /** Product id -> what the API refused about that line. */
  errors: Record<number, string>;
}

/** The basket's products. Removing one moves focus to the list's heading, which says how many are left. */
export function QuoteLines({ lines, errors }: QuoteLinesProps) {
  const dispatch = useAppDispatch();
  const heading = useRef<HTMLHeadingElement>(null);
  const remove = (line: CartItem) => {
    dispatch(removeFromCart(line.id));
    heading.current?.focus();
  };
  return (
    <section className="sf-quote__lines" aria-labelledby="quote-lines-heading">
      <h2 id="quote-lines-heading" ref={heading} tabIndex={-1}>
        Products in your quote ({lines.length})
      </h2>
      <ul className="sf-quote__list">
        {lines.map((line) => (
          <QuoteLine key={line.id} line={line} error={errors[line.id]} onRemove={remove} />
        ))}
      </ul>
    </section>
  );
}
