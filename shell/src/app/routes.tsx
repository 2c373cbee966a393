import { Navigate, useLocation, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { useSelector } from 'react-redux';
import {
  LoadingScreen,
  RemoteComponent,
  SITE_PATHS,
  TimedLoadingScreen,
  type AppDispatch,
  type PrefetchContext,
  type RootState,
  type SiteRoute,
} from '@starfamily/shared';
import { Layout } from '../features/layout/Layout';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { PageUnavailable } from '../features/not-found/PageUnavailable';
import { someTableMissing, type RouteTables } from './routeTables';
import { prefetchHome, SEARCH_ROUTE_ID } from './shellPages';

/** The search results page is its own chunk: only a visitor who searches (mostly without scripts) needs its code. */
const loadSearchPage = () => import('../features/search/SearchResultsPage').then((page) => ({ default: page.SearchResultsPage }));

/** What the router keeps about each matched page, for the rendering server and the head on navigation. */
export interface ShellRouteHandle {
  remote: string;
  site: SiteRoute;
}

/** A page owned by a remote, behind the timed loading screen; it re-shows on entry to a new path only. */
function RemotePage({ remote, site }: ShellRouteHandle) {
  const { pathname } = useLocation();
  const exists = useSelector((state: RootState) => site.exists?.(state) ?? true);
  if (exists === false) return <NotFoundPage />;
  if (exists === undefined) return <LoadingScreen />;
  return (
    <TimedLoadingScreen key={pathname}>
      <RemoteComponent module={`${remote}${site.path}`} load={site.load} label={site.label} />
    </TimedLoadingScreen>
  );
}

/** An old address: `/shop?category_id=2` keeps its query on the way to `/product`. */
function Redirect({ to, keepSearch }: NonNullable<SiteRoute['redirect']>) {
  const { search } = useLocation();
  return <Navigate to={`${to}${keepSearch ? search : ''}`} replace />;
}

/**
 * A page's data, asked for as soon as the router matches it: the rendering server waits for it before rendering, and
 * on a navigation in the browser it is on its way while the page's code loads. Its loader returns nothing the page
 * reads (`null`): the data goes to the store's cache, where the page's own queries find it.
 */
function prefetchLoader(
  dispatch: AppDispatch | undefined,
  prefetch: ((context: PrefetchContext) => void) | undefined,
): LoaderFunction | undefined {
  if (!dispatch || !prefetch) return undefined;
  return ({ params, request }) => {
    prefetch({ dispatch, params, search: new URL(request.url).searchParams });
    return null;
  };
}

function remoteRoute(remote: string, site: SiteRoute, dispatch: AppDispatch | undefined): RouteObject {
  const handle: ShellRouteHandle = { remote, site };
  const element = site.redirect ? <Redirect {...site.redirect} /> : <RemotePage {...handle} />;
  return {
    id: `${remote}${site.path}`,
    path: site.path.replace(/^\//, ''),
    element,
    handle,
    loader: prefetchLoader(dispatch, site.prefetch),
  };
}

/**
 * Route table of the whole site: the shell owns home, search results and not-found, every other page comes from its remote's table.
 * With the store's `dispatch`, each page's route starts its data (its `prefetch`) when matched.
 */
export function createShellRoutes(tables: RouteTables, dispatch?: AppDispatch): RouteObject[] {
  const remotePages = Object.entries(tables).flatMap(([remote, table]) =>
    (table?.routes ?? []).map((site) => remoteRoute(remote, site, dispatch)),
  );
  return [
    {
      element: <Layout />,
      children: [
        {
          id: 'home',
          index: true,
          element: <HomePage tables={tables} />,
          loader: prefetchLoader(dispatch, (context) => prefetchHome(context, tables)),
        },
        {
          id: SEARCH_ROUTE_ID,
          path: SITE_PATHS.search.replace(/^\//, ''),
          element: <RemoteComponent module="shell/SearchResultsPage" load={loadSearchPage} label="search results" />,
        },
        ...remotePages,
        { path: '*', element: someTableMissing(tables) ? <PageUnavailable /> : <NotFoundPage /> },
      ],
    },
  ];
}

/**
 * The router's data as the server's render left it: every page's loader has run (its data is in the store the server
 * handed over), so hydration renders at once instead of running them again first.
 */
export function hydratedLoaderData(routes: RouteObject[]): Record<string, null> {
  return Object.fromEntries(
    routes.flatMap((route): [string, null][] => [
      ...(route.loader && route.id ? [[route.id, null] as [string, null]] : []),
      ...Object.entries(hydratedLoaderData(route.children ?? [])),
    ]),
  );
}
