// The products list and a product's page (the catalogue's route table lists them).
import {
  GRID_CARD_SIZES,
  NO_SUBSCRIPTION,
  SITE_PATHS,
  commonApi,
  describePage,
  detailRoute,
  firstOnPage,
  headPictures,
  positiveId,
  productJsonLd,
  sitePath,
  type SiteRoute,
} from '@starfamily/shared';
import { PRODUCTS_PAGE_SIZE } from '../../constants';
import { productsApi } from './api/productsApi';
import { productDetail } from './productDetail';
import { parseCategoryId, productsInCategory } from './productsInCategory';

const CATALOGUE_DESCRIPTION =
  'Ethiopian coffee, oil seeds, pulses, spices and live animals for export, and imported tyres, from StarFamily.';

const categoryIdOf = (search: URLSearchParams) => positiveId(search.get('category_id') ?? undefined);

export const productsRoute: SiteRoute = {
  path: SITE_PATHS.products,
  label: 'Products',
  load: () => import('./components/ProductsPage'),
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
