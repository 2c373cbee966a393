import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { baseApi, type StoreExtra } from '../api/baseApi';
import { cartSlice } from './client/cartSlice';
import { clientPersistConfig } from './client/persistence';
import { clientToasts } from './client/clientToasts';
import { compareListSlice } from './client/compareListSlice';
import { dataSlice } from './client/dataSlice';
import { wishListSlice } from './client/wishListSlice';

export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [dataSlice.name]: dataSlice.reducer,
  [cartSlice.name]: cartSlice.reducer,
  [wishListSlice.name]: wishListSlice.reducer,
  [compareListSlice.name]: compareListSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** When given, the client lists persist in localStorage under `persist:<persistKey>`. */
  persistKey?: string;
  /** Read content from this API origin instead of the runtime config's (a widget's `api-base`). */
  apiBaseUrl?: string;
}

/** The store factory used by the shell, by each remote when it runs standalone, and by tests. */
export function makeStore({ preloadedState, persistKey, apiBaseUrl }: StoreOptions = {}) {
  const reducer = persistKey
    ? (persistReducer(clientPersistConfig<RootState>(persistKey), rootReducer) as unknown as typeof rootReducer)
    : rootReducer;
  const store = configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { apiBaseUrl } satisfies StoreExtra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(clientToasts.middleware)
        .concat(baseApi.middleware),
  });
  // No setupListeners: no query refetches on focus or reconnect, and a widget must leave no window listeners behind.
  return Object.assign(store, { persistsClientLists: Boolean(persistKey) });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Starts reading and writing the persisted lists; returns the persistor for a PersistGate. */
export const persistClientStore = (store: AppStore) => persistStore(store);
