import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { decrementQty, incrementQty, sitePath, StorageImage, updateCartLine, useAppDispatch, type CartItem } from '@starfamily/shared';
import { MAX_LINE_NOTE, MAX_LINE_QUANTITY } from '@starfamily/shared/enquiry-schema';

interface QuoteLineProps {
  line: CartItem;
  /** What the API refused about this line, e.g. a product no longer sold. */
  error?: string;
  onRemove: (line: CartItem) => void;
}

/** The quantity as typed: an emptied field may be on its way to another number; it settles back on leaving it. */
function QuantityField({ line }: { line: CartItem }) {
  const dispatch = useAppDispatch();
  const [typed, setTyped] = useState(String(line.qty));
  useEffect(() => setTyped(String(line.qty)), [line.qty]);
  return (
    <input
      id={`quote-qty-${line.id}`}
      className="sf-quote-line__qty-input"
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_LINE_QUANTITY}
      step={1}
      value={typed}
      onChange={(event) => {
        setTyped(event.target.value);
        const qty = Math.floor(Number(event.target.value));
        if (event.target.value !== '' && qty >= 1) dispatch(updateCartLine({ id: line.id, qty: Math.min(qty, MAX_LINE_QUANTITY) }));
      }}
      onBlur={() => setTyped(String(line.qty))}
    />
  );
}

/** One product of the basket: picture, name, quantity with − and +, a note, remove. */
export function QuoteLine({ line, error, onRemove }: QuoteLineProps) {
  const dispatch = useAppDispatch();
  const noteId = `quote-note-${line.id}`;
  const errorId = `quote-line-${line.id}-error`;
  return (
    <li className="sf-quote-line" aria-describedby={error ? errorId : undefined}>
      <StorageImage path={line.banner} alt="" width={96} height={72} sizes="96px" />
      <div className="sf-quote-line__body">
        <h3 className="sf-quote-line__title">
          <Link to={sitePath('product', { id: line.id })}>{line.title}</Link>
        </h3>
        <div className="sf-quote-line__qty">
          <label htmlFor={`quote-qty-${line.id}`}>
            Quantity<span className="sf-visually-hidden"> of {line.title}</span>
          </label>
          <button
            type="button"
            className="sf-quote-line__step"
            aria-label={`Decrease quantity of ${line.title}`}
            onClick={() => dispatch(decrementQty(line.id))}
          >
            −
          </button>
          <QuantityField line={line} />
          <button
            type="button"
            className="sf-quote-line__step"
            aria-label={`Increase quantity of ${line.title}`}
            onClick={() => dispatch(incrementQty(line.id))}
          >
            +
          </button>
        </div>
        <div className="sf-field">
          <label htmlFor={noteId}>
            Note (optional)<span className="sf-visually-hidden"> for {line.title}</span>
          </label>
          <input
            id={noteId}
            type="text"
            maxLength={MAX_LINE_NOTE}
            placeholder="Grade, packaging, incoterm"
            value={line.note}
            onChange={(event) => dispatch(updateCartLine({ id: line.id, note: event.target.value }))}
          />
        </div>
        {error && (
          <p id={errorId} className="sf-field__error">
            {error}
          </p>
        )}
        <button
          type="button"
          className="sf-quote-line__remove"
          onClick={() => onRemove(line)}
          aria-label={`Remove ${line.title} from the quote`}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
