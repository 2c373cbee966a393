import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle, sitePath, useAppSelector, useClientListsRestored } from '@starfamily/shared';
import { SentDialog } from '../../../components/form/SentDialog';
import { useAddFromLink } from '../useAddFromLink';
import { QuoteForm } from './QuoteForm';
import { QuoteLines } from './QuoteLines';
import './quote.css';

/**
 * /quote: the basket's products with their quantities and notes, and the form that sends them as one enquiry. The
 * basket is in the visitor's browser, so the server (and the hydrating render) show a placeholder of the page's
 * height, replaced once the stored basket is known.
 */
export default function QuotePage() {
  const restored = useClientListsRestored();
  const lines = useAppSelector((state) => state.cartList);
  const linkProblem = useAddFromLink(restored);
  const [sent, setSent] = useState(false);
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const closeDialog = useCallback(() => setSent(false), []);

  return (
    <section className="sf-page sf-quote" aria-labelledby="quote-heading">
      <PageTitle id="quote-heading">Request a quote</PageTitle>
      {!restored ? (
        <p role="status" className="sf-quote__pending">
          Loading your quote basket...
        </p>
      ) : (
        <>
          {linkProblem && (
            <p role="alert" className="sf-field__error">
              {linkProblem}
            </p>
          )}
          {lines.length === 0 ? (
            <div className="sf-quote__empty">
              <p>Your quote basket is empty.</p>
              <p>
                Choose <strong>Add to quote</strong> on any product, then come back here to send one enquiry for all of them.
              </p>
              <Link className="sf-button" to={sitePath('products')}>
                Browse our products
              </Link>
            </div>
          ) : (
            <div className="sf-quote__layout">
              <QuoteLines lines={lines} errors={lineErrors} />
              <QuoteForm lines={lines} onSent={() => setSent(true)} onLineErrors={setLineErrors} />
            </div>
          )}
        </>
      )}
      {sent && (
        <SentDialog
          title="Enquiry Sent!"
          text="Your enquiry has been sent to our sales team. We will reply by email."
          onClose={closeDialog}
        />
      )}
    </section>
  );
}
