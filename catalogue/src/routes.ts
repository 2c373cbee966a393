// The catalogue's pages, declared once: the shell's router and rendering server, this remote's standalone page and its
// widgets read them from here (exposed as `catalogue/routes`). Each feature declares its own pages beside its code.
import { NO_SUBSCRIPTION, SITE_PATHS, commonApi, hrefOf, type RemoteRouteTable } from '@starfamily/shared';
import { productsApi } from './features/products/api/productsApi';
import { productDetailRoute, productsRoute } from './features/products/productRoutes';
import { projectDetailRoute, projectsRoute } from './features/projects/projectRoutes';
import { serviceDetailRoute, servicesRoute } from './features/services/serviceRoutes';

export { productDetailRoute, productsRoute, projectDetailRoute, projectsRoute, serviceDetailRoute, servicesRoute };

const routeTable: RemoteRouteTable = {
  routes: [
    productsRoute,
    productDetailRoute,
    servicesRoute,
    serviceDetailRoute,
    projectsRoute,
    projectDetailRoute,
    // Old addresses that links and bookmarks still use.
    { path: SITE_PATHS.oldShop, label: 'Products', redirect: { to: productsRoute.path, keepSearch: true } },
    { path: SITE_PATHS.oldProjects, label: 'Projects', redirect: { to: projectsRoute.path } },
  ],
  sections: {
    ServicesCarousel: {
      label: 'Our Services',
      load: () => import(/* webpackChunkName: "section-ServicesCarousel" */ './features/services/components/ServicesCarousel'),
      prefetch: servicesRoute.prefetch,
    },
    ProjectsCarousel: {
      label: 'Our projects',
      load: () => import(/* webpackChunkName: "section-ProjectsCarousel" */ './features/projects/components/ProjectsCarousel'),
      prefetch: projectsRoute.prefetch,
    },
  },
  sitemap: {
    prefetch: (dispatch) => {
      dispatch(productsApi.endpoints.getProducts.initiate(undefined, NO_SUBSCRIPTION));
      dispatch(commonApi.endpoints.getServices.initiate(undefined, NO_SUBSCRIPTION));
      dispatch(commonApi.endpoints.getProjects.initiate(undefined, NO_SUBSCRIPTION));
    },
    entries: (state) => {
      const products = productsApi.endpoints.getProducts.select(undefined)(state).data ?? [];
      const services = commonApi.endpoints.getServices.select()(state).data ?? [];
      const projects = commonApi.endpoints.getProjects.select()(state).data ?? [];
      return [
        { path: productsRoute.path },
        ...products.map(({ id }) => ({ path: hrefOf(productDetailRoute, { id }) })),
        { path: servicesRoute.path },
        ...services.map(({ id }) => ({ path: hrefOf(serviceDetailRoute, { id }) })),
        ...(projects.length > 0 ? [{ path: projectsRoute.path }] : []),
        // No lastmod: a project's dates are when the work ran, not when its page changed.
        ...projects.map(({ id }) => ({ path: hrefOf(projectDetailRoute, { id }) })),
      ];
    },
  },
};

export default routeTable;
