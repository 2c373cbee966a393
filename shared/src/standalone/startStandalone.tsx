import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, NavLink, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { loadRuntimeConfig } from '../config/runtimeConfig';
import { registerConfiguredRemotes } from '../federation/remotes';
import { makeStore } from '../store/makeStore';
import type { RemoteRouteTable } from '../routing/siteRoute';

export interface StandaloneRoute {
  path: string;
  label: string;
  element: RouteObject['element'];
}

interface StandaloneOptions {
  /** The remote's own federation name: it is not registered as a remote of itself. */
  name: string;
  title: string;
  /** The remote's route table: every page it declares at its own path, and its home-page sections at `/`. */
  table: RemoteRouteTable;
}

/** The remote's home-page sections in its order, each loaded like the shell loads it. */
function homeOf({ sections = {} }: RemoteRouteTable): StandaloneRoute {
  const loaded = Object.entries(sections).map(([name, { label, load }]) => {
    const Section = lazy(load);
    return (
      <Suspense key={name} fallback={<p role="status">Loading {label}…</p>}>
        <Section />
      </Suspense>
    );
  });
  return { path: '/', label: 'Home sections', element: <>{loaded}</> };
}

/** The remote's pages from its table (redirects left out), each loaded like the shell loads it. */
function pagesOf({ routes }: RemoteRouteTable): StandaloneRoute[] {
  return routes.flatMap(({ path, label, load }) => {
    if (!load) return [];
    const Page = lazy(load);
    return [
      {
        path,
        label,
        element: (
          <Suspense fallback={<p role="status">Loading {label}…</p>}>
            <Page />
          </Suspense>
        ),
      },
    ];
  });
}

function StandaloneLayout({ title, routes }: { title: string; routes: StandaloneRoute[] }) {
  return (
    <>
      <header className="sf-standalone-header">
        <strong>{title}</strong>
        <nav aria-label={`${title} pages`}>
          {routes.map((route) => (
            <NavLink key={route.path} to={route.path}>
              {route.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

/** Runs a remote on its own port, for its team's development and for checking it in isolation. */
export async function startStandalone({ name, title, table }: StandaloneOptions): Promise<void> {
  const routes = [homeOf(table), ...pagesOf(table)];
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element on the page');
  const config = await loadRuntimeConfig();
  const { [name]: _self, ...otherRemotes } = config.remotes;
  registerConfiguredRemotes({ ...config, remotes: otherRemotes });
  const router = createBrowserRouter([
    {
      path: '/',
      element: <StandaloneLayout title={title} routes={routes} />,
      children: routes.map(({ path, element }) => ({ path: path === '/' ? undefined : path, index: path === '/', element })),
    },
  ]);
  createRoot(container).render(
    <StrictMode>
      <Provider store={makeStore()}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}
