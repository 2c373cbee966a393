// The duplicate rule of the site's forms: the same message from the same sender within DUPLICATE_WINDOW_MS is the
// same enquiry sent twice (a double click, a retry), answered with the row already stored.

export const DUPLICATE_WINDOW_MS = 10 * 60_000;

/** The earliest creation time a stored row may have and still be a duplicate of one posted now. */
export const duplicateSince = () => new Date(Date.now() - DUPLICATE_WINDOW_MS);

/**
 * `store` for one key at a time: a call while the same key is being stored resolves to that call's row, so duplicates
 * posted at the same moment wait for the first instead of racing it (within this process).
 */
export function oneAtATime<T, R>(keyOf: (value: T) => string, store: (value: T) => Promise<R>): (value: T) => Promise<R> {
  const pending = new Map<string, Promise<R>>();
  return (value) => {
    const key = keyOf(value);
    const running = pending.get(key);
    if (running) return running;
    const storing = store(value).finally(() => pending.delete(key));
    pending.set(key, storing);
    return storing;
  };
}
