// The catalogue's pages, declared once: the shell's router and rendering server, this remote's standalone page and its
// widgets read them from here (exposed as `catalogue/routes`).
import {
  GRID_CARD_SIZES,
  NO_SUBSCRIPTION,
  SITE_PATHS,
  commonApi,
  describePage,
  detailHead,
  galleryFirstPicture,
  headPictures,
  hrefOf,
  pageCountOf,
  pageOf,
  pageSlice,
  positiveId,
  sitePath,
  productJsonLd,
  type HeadContext,
  type RemoteRouteTable,
  type RootState,
  type SiteRoute,
} from '@starfamily/shared';
import { DETAIL_GALLERY_SIZES } from './components/pictureSizes';
import { PRODUCTS_PAGE_SIZE, SERVICES_PAGE_SIZE } from './constants';
import { productsApi } from './features/products/api/productsApi';
import { parseCategoryId, productsInCategory } from './features/products/productsInCategory';
import { servicesApi } from './features/services/api/servicesApi';
import { projectsApi } from './features/projects/api/projectsApi';

const CATALOGUE_DESCRIPTION =
  'Ethiopian coffee, oil seeds, pulses, spices and live animals for export, and imported tyres, from StarFamily.';

const categoryIdOf = (search: URLSearchParams) => positiveId(search.get('category_id') ?? undefined);

/** The first item a paginated list shows for the URL's `?page=`: its picture is the list page's LCP. */
const firstOnPage = <T>(items: readonly T[] | undefined, search: URLSearchParams, pageSize: number): T | undefined =>
  items && pageSlice([...items], pageOf(search, pageCountOf(items.length, pageSize)), pageSize)[0];

/** A detail page's pictures in its head: the gallery's first picture preloaded, and its link preview. */
function detailPictures(context: HeadContext, item: { banner: string; images: string[] }, subject: string) {
  const pictures = headPictures(context);
  const first = galleryFirstPicture([item.banner, ...item.images]);
  return { image: pictures.preview(first, subject), preloadImage: pictures.preload(first, DETAIL_GALLERY_SIZES) };
}

export const productsRoute: SiteRoute = {
  path: SITE_PATHS.products,
  label: 'Products',
  load: () => import('./features/products/components/ProductsPage'),
  prefetch: ({ dispatch, search }) => {
    const categoryId = categoryIdOf(search);
    dispatch(productsApi.endpoints.getProducts.initiate(categoryId === undefined ? undefined : { categoryId }, NO_SUBSCRIPTION));
    if (categoryId !== undefined && !search.has('category_name')) dispatch(commonApi.endpoints.getProductCategories.initiate(undefined, NO_SUBSCRIPTION));
  },
  head: (context) => {
    const { search, state } = context;
    const categoryId = categoryIdOf(search);
    const categories = commonApi.endpoints.getProductCategories.select()(state).data;
    const category = search.get('category_name') ?? categories?.find(({ id }) => id === categoryId)?.name;
    // The first card the page shows (ProductsPage's own reading of the URL): the LCP picture on a phone.
    const listed = parseCategoryId(search.get('category_id'));
    const products = productsApi.endpoints.getProducts.select(listed === undefined ? undefined : { categoryId: listed })(state).data;
    const first = firstOnPage(products && productsInCategory(products, listed), search, PRODUCTS_PAGE_SIZE);
    return {
      title: category ? `Products in ${category}` : 'Products',
      description: category
        ? describePage('', `Products in ${category} from StarFamily, Ethiopian agro-export and industry, each with pictures and details.`)
        : CATALOGUE_DESCRIPTION,
      path: sitePath('products', {}, categoryId === undefined ? undefined : { category_id: String(categoryId) }),
      preloadImage: headPictures(context).preload(first?.banner, GRID_CARD_SIZES),
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
        description: describePage(
          product.description || product.details,
          `${product.title}${product.category ? ` (${product.category.name})` : ''} from StarFamily, Ethiopian agro-export and industry: pictures and details.`,
        ),
        ...detailPictures(context, product, product.title),
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
  head: (context) => {
    const services = commonApi.endpoints.getServices.select()(context.state).data;
    return {
      title: 'Services',
      description: describePage(
        services?.length ? `StarFamily services: ${services.map(({ serviceName }) => serviceName).join(', ')}.` : '',
        'The services of StarFamily, Ethiopian agro-export and industry, each with pictures and details.',
      ),
      path: sitePath('services'),
      preloadImage: headPictures(context).preload(firstOnPage(services, context.search, SERVICES_PAGE_SIZE)?.banner, GRID_CARD_SIZES),
    };
  },
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
        description: describePage(
          service.description || service.details,
          `${service.serviceName}: a service of StarFamily, Ethiopian agro-export and industry, with pictures and details.`,
        ),
        ...detailPictures(context, service, service.serviceName),
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
  head: (context) => {
    const projects = commonApi.endpoints.getProjects.select()(context.state).data;
    return {
      title: 'Projects',
      description: describePage(
        projects?.length ? `StarFamily projects: ${projects.map(({ title }) => title).join(', ')}.` : '',
        'The projects of StarFamily, Ethiopian agro-export and industry, each with pictures, facts and details.',
      ),
      path: sitePath('projects'),
      preloadImage: headPictures(context).preload(projects?.[0]?.banner, GRID_CARD_SIZES),
    };
  },
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
        description: describePage(
          project.description || project.details || project.notes,
          `${project.title}: a StarFamily project${project.location ? ` in ${project.location}` : ''}, with pictures, facts and details.`,
        ),
        ...detailPictures(context, project, project.title),
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
