import { useEffect, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { PersistState } from 'redux-persist';
import type { AppDispatch, AppStore, RootState } from './makeStore';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * True once the client lists (the quote basket) hold what the browser stored. The server and the hydrating render
 * say false (the stored lists are read only after hydration), so a page that shows the basket renders the same HTML
 * on both and shows the basket once it is known; a store that does not persist is known once mounted.
 */
export function useClientListsRestored(): boolean {
  const { persistsClientLists } = useStore() as AppStore;
  const rehydrated = useAppSelector((state) => (state as RootState & { _persist?: PersistState })._persist?.rehydrated === true);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return persistsClientLists ? rehydrated : mounted;
}
