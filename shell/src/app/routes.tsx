import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { RemoteComponent, TimedLoadingScreen } from '@starfamily/shared';
import { Layout } from '../features/layout/Layout';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { ProjectsGate } from '../features/projects/ProjectsGate';

/** A page owned by a remote, behind the timed loading screen; it re-shows on entry to a new path only. */
function RemotePage({ module, label }: { module: string; label: string }) {
  const { pathname } = useLocation();
  return (
    <TimedLoadingScreen key={pathname}>
      <RemoteComponent module={module} label={label} />
    </TimedLoadingScreen>
  );
}

const page = (path: string, module: string, label: string): RouteObject => ({
  path,
  element: <RemotePage module={module} label={label} />,
});

/** `/shop` keeps its query (category filters) on the way to `/product`. */
function ShopRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/product${search}`} replace />;
}

/** Route table of the whole site: the shell owns routing, each page comes from the remote that owns it. */
export const shellRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      page('about', 'company/AboutPage', 'About Us'),
      page('team', 'company/TeamPage', 'Team'),
      page('team-single/:id', 'company/TeamMemberPage', 'Team member'),
      page('business', 'company/BusinessPage', 'Our Business'),
      page('service', 'catalogue/ServicesPage', 'Services'),
      page('service-single/:id', 'catalogue/ServiceDetailPage', 'Service'),
      page('product', 'catalogue/ProductsPage', 'Products'),
      page('product-single/:id', 'catalogue/ProductDetailPage', 'Product'),
      {
        element: <ProjectsGate />,
        children: [
          page('project-s2', 'catalogue/ProjectsPage', 'Projects'),
          page('project-single/:id', 'catalogue/ProjectDetailPage', 'Project'),
        ],
      },
      page('event', 'company/EventsPage', 'Events'),
      page('event-single/:id', 'company/EventDetailPage', 'Event'),
      page('contact', 'contact/ContactPage', 'Contact'),
      { path: 'shop', element: <ShopRedirect /> },
      { path: 'project', element: <Navigate to="/project-s2" replace /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createShellRouter = () => createBrowserRouter(shellRoutes);
