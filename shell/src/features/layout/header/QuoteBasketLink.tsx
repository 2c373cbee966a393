import { NavLink } from 'react-router-dom';
import { Icon, sitePath, useAppSelector, useClientListsRestored } from '@starfamily/shared';

/** What a screen reader hears for the basket link, e.g. "Quote basket, 2 products". */
export function quoteBasketLabel(lines: number): string {
  if (lines === 0) return 'Quote basket, empty';
  return `Quote basket, ${lines} ${lines === 1 ? 'product' : 'products'}`;
}

/**
 * The quote basket's link with the number of lines. The basket lives in the browser (read after hydration), so the
 * server and the hydrating render show it empty (no count); the count then appears over the icon, absolutely placed,
 * and nothing around it moves (CLS 0).
 */
export function QuoteBasketLink({ variant, onClick }: { variant: 'icon' | 'menu'; onClick?: () => void }) {
  const stored = useAppSelector((state) => state.cartList.length);
  // 0 until this link has hydrated: the server never knows the basket.
  const lines = useClientListsRestored() ? stored : 0;
  if (variant === 'menu') {
    return (
      <NavLink to={sitePath('quote')} end onClick={onClick} aria-label={quoteBasketLabel(lines)}>
        Quote basket
        {lines > 0 && (
          <span className="sf-quote-link__count" aria-hidden="true">
            {lines}
          </span>
        )}
      </NavLink>
    );
  }
  return (
    <NavLink to={sitePath('quote')} end className="sf-icon-button sf-quote-link" aria-label={quoteBasketLabel(lines)}>
      <Icon name="quote" />
      {lines > 0 && (
        <span className="sf-quote-link__count" aria-hidden="true">
          {lines}
        </span>
      )}
    </NavLink>
  );
}
