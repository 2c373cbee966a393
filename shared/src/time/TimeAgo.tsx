import { useSyncExternalStore } from 'react';
import { timeAgo } from './relativeTime';

const subscribe = () => () => {};

/**
 * `<time>` saying how long ago `date` was. A kept page (issue 19) is sent as it was rendered, minutes or hours ago, so
 * the browser's text may differ from the server's. While hydrating, React renders with the server snapshot (true):
 * the browser then renders a placeholder and keeps the server's text (suppressHydrationWarning, React's escape hatch
 * for timestamps); right after, it renders the text of now. On the server, and in the browser's own renders, the text
 * is the text of now.
 */
export function TimeAgo({ date }: { date: string }) {
  const hydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  return (
    <time dateTime={date} suppressHydrationWarning>
      {hydrating && typeof document !== 'undefined' ? ' ' : timeAgo(date)}
    </time>
  );
}
