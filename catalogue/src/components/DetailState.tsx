import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isNotFound, Heading } from '@starfamily/shared';

interface DetailStateProps<T> {
  /** The record for the id on screen (RTK Query's `currentData`, so never the previous page's record). */
  item: T | undefined;
  isFetching: boolean;
  error: unknown;
  /** e.g. "Loading product..." */
  loadingText: string;
  /** e.g. "Product not found" (spec §8) */
  notFoundText: string;
  back: { to: string; label: string };
  onRetry: () => void;
  children: (item: T) => ReactNode;
}

/**
 * Loading, not found (an unknown or malformed id: never an endless loader), a retryable failure, or the record.
 */
export function DetailState<T>({ item, isFetching, error, loadingText, notFoundText, back, onRetry, children }: DetailStateProps<T>) {
  if (item) return <>{children(item)}</>;
  if (isFetching) {
    return (
      <p role="status" className="sf-page sf-status">
        {loadingText}
      </p>
    );
  }
  if (error && !isNotFound(error)) {
    return (
      <div role="alert" className="sf-page sf-status sf-status--error">
        <p>This content could not be loaded. Please try again later.</p>
        <button type="button" className="sf-button" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <section className="sf-page sf-detail-missing" aria-labelledby="detail-missing-heading">
      <Heading level={1} id="detail-missing-heading">{notFoundText}</Heading>
      <Link className="sf-button" to={back.to}>
        {back.label}
      </Link>
    </section>
  );
}
