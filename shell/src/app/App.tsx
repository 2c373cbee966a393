import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { InitialViewportContext, type AppStore } from '@starfamily/shared';

/** localStorage key (`persist:starfamily`) holding the client lists of the main site. */
export const PERSIST_KEY = 'starfamily';

/**
 * After the first commit in the browser: read the stored cart, wish and compare lists (never before, so the first
 * render equals the server's HTML), and mark the document as hydrated (tests and tools wait for it).
 */
function AfterHydration({ persistor }: { persistor: Persistor | undefined }) {
  useEffect(() => {
    persistor?.persist();
    document.documentElement.dataset.hydrated = '';
  }, [persistor]);
  return null;
}

interface ShellAppProps {
  store: AppStore;
  /** The server's guess of the viewport width, the same on the server and in the hydrating render. */
  viewportWidth: number | null;
  /** Browser only: persistence created with `manualPersist`. */
  persistor?: Persistor;
  /** The router: RouterProvider in the browser, StaticRouterProvider on the server. */
  children: ReactNode;
}

export function ShellApp({ store, viewportWidth, persistor, children }: ShellAppProps) {
  return (
    <Provider store={store}>
      <InitialViewportContext.Provider value={viewportWidth}>
        {children}
        <AfterHydration persistor={persistor} />
      </InitialViewportContext.Provider>
    </Provider>
  );
}
