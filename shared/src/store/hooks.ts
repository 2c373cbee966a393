import { useEffect, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { PersistState } from 'redux-persist';
import type { AppDispatch, AppStore, RootState } from './makeStore';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * True once the client lists (the quote basket) hold what the browser stored and the calling component has mounted.
 * The server and the component's hydrating render say false, so a part that shows the basket renders the same HTML on
 * both, even when its code arrives after the stored lists were read (a remote's page hydrates when its chunk loads).
 */
export function useClientListsRestored(): boolean {
  const { persistsClientLists } = useStore() as AppStore;
  const rehydrated = useAppSelector((state) => (state as RootState & { _persist?: PersistState })._persist?.rehydrated === true);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted && (!persistsClientLists || rehydrated);
}
