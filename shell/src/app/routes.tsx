import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RemoteComponent } from '@starfamily/shared';
import { Layout } from '../features/layout/Layout';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';

/** Route table of the whole site: the shell owns routing, each page comes from the remote that owns it. */
export const shellRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'product', element: <RemoteComponent module="catalogue/ProductsPage" label="Products" /> },
      { path: 'team', element: <RemoteComponent module="company/TeamPage" label="Team" /> },
      { path: 'contact', element: <RemoteComponent module="contact/ContactPage" label="Contact" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createShellRouter = () => createBrowserRouter(shellRoutes);
