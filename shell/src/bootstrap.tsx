import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { persistStore, type PersistorOptions } from 'redux-persist';
import {
  captureServerSections,
  loadRuntimeConfig,
  makeStore,
  registerConfiguredRemotes,
  setRuntimeConfig,
  type RuntimeConfig,
} from '@starfamily/shared';
import '@starfamily/shared/styles.css';
import './app/shell.css';
import { PERSIST_KEY, ShellApp } from './app/App';
import { loadRouteTables } from './app/routeTables';
import { createShellRoutes, hydratedLoaderData } from './app/routes';
import { followHead } from './app/followHead';
import { SSR_PAYLOAD_GLOBAL, type SsrPayload } from './app/ssrPayload';
import { yieldToMain } from './app/yieldToMain';

const payload = (window as unknown as Record<string, SsrPayload | undefined>)[SSR_PAYLOAD_GLOBAL];

/** Server-rendered pages bring their config; `npm run dev` and a page the server could not render fetch config.json. */
async function runtimeConfig(): Promise<RuntimeConfig> {
  if (!payload) return loadRuntimeConfig();
  setRuntimeConfig(payload.config);
  return payload.config;
}

function showConfigError(container: HTMLElement, error: unknown) {
  console.error(error);
  container.innerHTML =
    '<p role="alert" style="padding:2rem">The site configuration could not be loaded. Please reload the page in a moment.</p>';
}

async function start(container: HTMLElement): Promise<void> {
  let config: RuntimeConfig;
  try {
    config = await runtimeConfig();
    registerConfiguredRemotes(config);
  } catch (error) {
    if (!payload) showConfigError(container, error);
    return;
  }
  // Each remote's pages, from the remote itself; the server rendered with the same tables.
  const tables = await loadRouteTables(Object.keys(config.remotes));
  await yieldToMain();
  const store = makeStore({ persistKey: PERSIST_KEY, preloadedState: payload?.state });
  const routes = createShellRoutes(tables, store.dispatch);
  // A server-rendered page's data came with it: the first match's loaders do not run again before hydration.
  const router = createBrowserRouter(
    routes,
    payload ? { basename: payload.basename, hydrationData: { loaderData: hydratedLoaderData(routes) } } : undefined,
  );
  await yieldToMain();
  // manualPersist: the stored lists are read after hydration (RehydrateAfterMount), never before the first render.
  const persistor = persistStore(store, { manualPersist: true } as PersistorOptions);
  followHead(router, store, tables, config);
  const app = (
    <StrictMode>
      <ShellApp store={store} persistor={persistor} viewportWidth={payload?.viewportWidth ?? null}>
        <RouterProvider router={router} />
      </ShellApp>
    </StrictMode>
  );
  if (!payload) {
    createRoot(container).render(app);
    return;
  }
  await yieldToMain();
  captureServerSections(container);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for the
  // whole page in one task (the page is already visible; a click on a part not yet hydrated hydrates that part first).
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError(error, info) {
        // A section the server could not render is rendered here instead: expected, not a mismatch.
        console.warn('[hydrate]', error instanceof Error ? error.message : error, info?.componentStack ?? '');
      },
    });
  });
}

const root = document.getElementById('root');
if (root) void start(root);
