import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { makeStore, persistClientStore } from '@starfamily/shared';
import { createShellRouter } from './routes';

/** localStorage key (`persist:starfamily`) holding the client lists of the main site. */
export const PERSIST_KEY = 'starfamily';

function createShell() {
  const store = makeStore({ persistKey: PERSIST_KEY });
  return { store, persistor: persistClientStore(store), router: createShellRouter() };
}

export function App() {
  const [{ store, persistor, router }] = useState(createShell);
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  );
}
