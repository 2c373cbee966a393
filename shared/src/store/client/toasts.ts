// Toasts on demand: react-toastify's code (~10 KB gzip) is fetched with the first toast, not with every page. Until a
// container mounts, react-toastify queues what it is given, so the first toast is shown as soon as both have loaded.
import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'info' | 'warn' | 'error';

let requested = false;
const listeners = new Set<() => void>();

/** Shows a toast, loading react-toastify (and, through `useToastsRequested`, the page's container) the first time. */
export function showToast(kind: ToastKind, message: string): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import('react-toastify').then(({ toast }) => toast[kind](message));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True once a toast was asked for: the layout mounts the toast container from then on (never on the server). */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
