// The products list and a product's page (the catalogue's route table lists them).
import {
  GRID_CARD_SIZES,
  NO_SUBSCRIPTION,
  SITE_PATHS,
  commonApi,
  describePage,
  detailRoute,
  listRoute,
  productJsonLd,
  sitePath,
  type HeadContext,
} from '@starfamily/shared';
import { PRODUCTS_PAGE_SIZE } from '../../constants';
import { productsApi } from './api/productsApi';
import { productDetail } from './productDetail';
import { parseCategoryId, productsInCategory, productsQueryArg } from './productsInCategory';

const CATALOGUE_DESCRIPTION =
  'Ethiopian coffee, oil seeds, pulses, spices and live animals for export, and imported tyres, from StarFamily.';

/** The category the URL names, when it names one that can exist (an integer); see parseCategoryId. */
const categoryIdOf = (search: URLSearchParams) => productsQueryArg(parseCategoryId(search.get('category_id')))?.categoryId;

/** The category the URL names: the menu's links carry its name, a link with only the id looks it up. */
function categoryNameOf({ search, state }: HeadContext): string | undefined {
  const categories = commonApi.endpoints.getProductCategories.select()(state).data;
  return search.get('category_name') ?? categories?.find(({ id }) => id === categoryIdOf(search))?.name;
}

export const productsRoute = listRoute({
  page: 'products',
  label: 'Products',
  load: () => import('./components/ProductsPage'),
  list: productsApi.endpoints.getProducts,
  // ProductsPage's own reading of the URL (the query it asks, the cards it lists): the head preloads the first card
  // it shows, the LCP picture on a phone.
  arg: (search) => productsQueryArg(parseCategoryId(search.get('category_id'))),
  shown: (products, search) => productsInCategory(products, parseCategoryId(search.get('category_id'))),
  alsoPrefetch: ({ dispatch, search }) => {
    if (categoryIdOf(search) !== undefined && !search.has('category_name'))
      dispatch(commonApi.endpoints.getProductCategories.initiate(undefined, NO_SUBSCRIPTION));
  },
  title: (context) => {
    const category = categoryNameOf(context);
    return category ? `Products in ${category}` : 'Products';
  },
  description: {
    about: (context) => {
      const category = categoryNameOf(context);
      return category
        ? `Products in ${category} from StarFamily, Ethiopian agro-export and industry, each with pictures and details.`
        : CATALOGUE_DESCRIPTION;
    },
  },
  canonicalQuery: ({ search }) => {
    const categoryId = categoryIdOf(search);
    return categoryId === undefined ? undefined : { category_id: String(categoryId) };
  },
  pageSize: PRODUCTS_PAGE_SIZE,
  link: (product) => ({ name: product.title, path: sitePath('product', { id: product.id }) }),
  picture: { of: (product) => product.banner, sizes: GRID_CARD_SIZES },
});

export const productDetailRoute = detailRoute(productDetail, {
  path: SITE_PATHS.product,
  label: 'Product',
  load: () => import('./components/ProductDetailPage'),
  head: (product, context) => ({
    description: describePage(
      product.description || product.details,
      `${product.title}${product.category ? ` (${product.category.name})` : ''} from StarFamily, Ethiopian agro-export and industry: pictures and details.`,
    ),
    type: 'product',
    jsonLd: [productJsonLd(product, context)],
  }),
});
