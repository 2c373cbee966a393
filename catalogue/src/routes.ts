// The catalogue's pages, declared once: the shell's router and rendering server, this remote's standalone page and its
// widgets read them from here (exposed as `catalogue/routes`).
import {
  NO_SUBSCRIPTION,
  SITE_PATHS,
  commonApi,
  describeText,
  detailHead,
  hrefOf,
  positiveId,
  sitePath,
  productJsonLd,
  storageUrl,
  type HeadContext,
  type RemoteRouteTable,
  type RootState,
  type SiteRoute,
} from '@starfamily/shared';
import { productsApi } from './features/products/api/productsApi';
import { servicesApi } from './features/services/api/servicesApi';
import { projectsApi } from './features/projects/api/projectsApi';

const CATALOGUE_DESCRIPTION =
  'Ethiopian coffee, oil seeds, pulses, spices and live animals for export, and imported tyres, from StarFamily.';

const imageOf = (context: HeadContext, path: string | undefined) => (path ? storageUrl(path, context.apiBaseUrl) : undefined);

const categoryIdOf = (search: URLSearchParams) => positiveId(search.get('category_id') ?? undefined);

export const productsRoute: SiteRoute = {
  path: SITE_PATHS.products,
  label: 'Products',
  load: () => import('./features/products/components/ProductsPage'),
  prefetch: ({ dispatch, search }) => {
    const categoryId = categoryIdOf(search);
    dispatch(productsApi.endpoints.getProducts.initiate(categoryId === undefined ? undefined : { categoryId }, NO_SUBSCRIPTION));
    if (categoryId !== undefined && !search.has('category_name')) dispatch(commonApi.endpoints.getProductCategories.initiate(undefined, NO_SUBSCRIPTION));
  },
  head: ({ search, state }) => {
    const categoryId = categoryIdOf(search);
    const categories = commonApi.endpoints.getProductCategories.select()(state).data;
    const category = search.get('category_name') ?? categories?.find(({ id }) => id === categoryId)?.name;
    return {
      title: category ? `Products in ${category}` : 'Products',
      description: CATALOGUE_DESCRIPTION,
      path: sitePath('products', {}, categoryId === undefined ? undefined : { category_id: String(categoryId) }),
    };
  },
};

export const productDetailRoute: SiteRoute = {
  path: SITE_PATHS.product,
  label: 'Product',
  load: () => import('./features/products/components/ProductDetailPage'),
  prefetch: ({ dispatch, params }) => {
    const id = positiveId(params.id);
    if (id !== undefined) dispatch(productsApi.endpoints.getProduct.initiate(id, NO_SUBSCRIPTION));
    dispatch(productsApi.endpoints.getProducts.initiate(undefined, NO_SUBSCRIPTION));
  },
  head: (context) => {
    const id = positiveId(context.params.id);
    return detailHead({
      context,
      result: id === undefined ? undefined : productsApi.endpoints.getProduct.select(id)(context.state),
      list: { name: 'Products', path: productsRoute.path },
      notFoundTitle: 'Product not found',
      found: (product) => ({
        title: product.title,
        description: describeText(product.description || product.details),
        image: imageOf(context, product.banner),
        type: 'product',
        jsonLd: [productJsonLd(product, context)],
      }),
    });
  },
};

export const servicesRoute: SiteRoute = {
  path: SITE_PATHS.services,
  label: 'Services',
  load: () => import('./features/services/components/ServicesPage'),
  prefetch: ({ dispatch }) => void dispatch(commonApi.endpoints.getServices.initiate(undefined, NO_SUBSCRIPTION)),
  head: () => ({ title: 'Services', description: CATALOGUE_DESCRIPTION, path: sitePath('services') }),
};

export const serviceDetailRoute: SiteRoute = {
  path: SITE_PATHS.service,
  label: 'Service',
  load: () => import('./features/services/components/ServiceDetailPage'),
  prefetch: ({ dispatch, params }) => {
    const id = positiveId(params.id);
    if (id !== undefined) dispatch(servicesApi.endpoints.getService.initiate(id, NO_SUBSCRIPTION));
    dispatch(commonApi.endpoints.getServices.initiate(undefined, NO_SUBSCRIPTION));
  },
  head: (context) => {
    const id = positiveId(context.params.id);
    return detailHead({
      context,
      result: id === undefined ? undefined : servicesApi.endpoints.getService.select(id)(context.state),
      list: { name: 'Services', path: servicesRoute.path },
      notFoundTitle: 'Service not found',
      found: (service) => ({
        title: service.serviceName,
        description: describeText(service.description || service.details),
        image: imageOf(context, service.banner),
      }),
    });
  },
};

/** Project pages exist only while the project list is not empty (spec §2); otherwise they answer 404. */
const projectsExist = (state: RootState): boolean | undefined => {
  const { data, isError } = commonApi.endpoints.getProjects.select()(state);
  if (isError) return false;
  return data === undefined ? undefined : data.length > 0;
};

export const projectsRoute: SiteRoute = {
  path: SITE_PATHS.projects,
  label: 'Projects',
  load: () => import('./features/projects/components/ProjectsPage'),
  exists: projectsExist,
  prefetch: ({ dispatch }) => void dispatch(commonApi.endpoints.getProjects.initiate(undefined, NO_SUBSCRIPTION)),
  head: () => ({ title: 'Projects', description: CATALOGUE_DESCRIPTION, path: sitePath('projects') }),
};

export const projectDetailRoute: SiteRoute = {
  path: SITE_PATHS.project,
  label: 'Project',
  load: () => import('./features/projects/components/ProjectDetailPage'),
  exists: projectsExist,
  prefetch: ({ dispatch, params }) => {
    const id = positiveId(params.id);
    if (id !== undefined) dispatch(projectsApi.endpoints.getProject.initiate(id, NO_SUBSCRIPTION));
    dispatch(commonApi.endpoints.getProjects.initiate(undefined, NO_SUBSCRIPTION));
  },
  head: (context) => {
    const id = positiveId(context.params.id);
    return detailHead({
      context,
      result: id === undefined ? undefined : projectsApi.endpoints.getProject.select(id)(context.state),
      list: { name: 'Projects', path: projectsRoute.path },
      notFoundTitle: 'Project not found',
      found: (project) => ({
        title: project.title,
        description: describeText(project.description || project.details || project.notes || ''),
        image: imageOf(context, project.banner),
      }),
    });
  },
};

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
    ServicesSection: { prefetch: ({ dispatch }) => void dispatch(commonApi.endpoints.getServices.initiate(undefined, NO_SUBSCRIPTION)) },
    ServicesCarousel: { prefetch: ({ dispatch }) => void dispatch(commonApi.endpoints.getServices.initiate(undefined, NO_SUBSCRIPTION)) },
    ProjectsCarousel: { prefetch: ({ dispatch }) => void dispatch(commonApi.endpoints.getProjects.initiate(undefined, NO_SUBSCRIPTION)) },
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
