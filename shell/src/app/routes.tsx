import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { LoadingScreen, RemoteComponent, TimedLoadingScreen, type RootState, type SiteRoute } from '@starfamily/shared';
import { Layout } from '../features/layout/Layout';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { PageUnavailable } from '../features/not-found/PageUnavailable';
import { someTableMissing, type RouteTables } from './routeTables';

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

function remoteRoute(remote: string, site: SiteRoute): RouteObject {
  const handle: ShellRouteHandle = { remote, site };
  const element = site.redirect ? <Redirect {...site.redirect} /> : <RemotePage {...handle} />;
  return { path: site.path.replace(/^\//, ''), element, handle };
}

/** Route table of the whole site: the shell owns home and not-found, every other page comes from its remote's table. */
export function createShellRoutes(tables: RouteTables): RouteObject[] {
  const remotePages = Object.entries(tables).flatMap(([remote, table]) => (table?.routes ?? []).map((site) => remoteRoute(remote, site)));
  return [
    {
      element: <Layout />,
      children: [
        { index: true, element: <HomePage tables={tables} /> },
        ...remotePages,
        { path: '*', element: someTableMissing(tables) ? <PageUnavailable /> : <NotFoundPage /> },
      ],
    },
  ];
}
