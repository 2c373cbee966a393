import type { ReactNode } from 'react';

interface QueryStatusProps {
  isLoading: boolean;
  isError: boolean;
  /** Shown when loading finished with nothing to show (spec §8 texts, e.g. "Service not found"). */
  isEmpty?: boolean;
  emptyText?: string;
  errorText?: string;
  children: ReactNode;
}

/** The one way a section says "loading", "failed" or "nothing here" before it shows its data. */
export function QueryStatus({
  isLoading,
  isError,
  isEmpty = false,
  emptyText = 'Nothing to show yet.',
  errorText = 'This content could not be loaded. Please try again later.',
  children,
}: QueryStatusProps) {
  if (isLoading)
    return (
      <p role="status" className="sf-status">
        Loading...
      </p>
    );
  if (isError)
    return (
      <p role="alert" className="sf-status sf-status--error">
        {errorText}
      </p>
    );
  if (isEmpty) return <p className="sf-status">{emptyText}</p>;
  return <>{children}</>;
}
