import { commonApi, defineDetailPage } from '@starfamily/shared';
import { DETAIL_GALLERY_SIZES } from '../../components/pictureSizes';
import { productsApi } from './api/productsApi';

/** /product-single/{id}, declared once for its page and its route (spec: Product detail). */
export const productDetail = defineDetailPage({
  record: commonApi.endpoints.getProduct,
  title: (product) => product.title,
  list: { page: 'products', name: 'Products' },
  pictures: { of: (product) => [product.banner, ...product.images], sizes: DETAIL_GALLERY_SIZES },
  related: productsApi.endpoints.getProducts,
  texts: { loading: 'Loading product...', notFound: 'Product not found', back: 'Back to products' },
});
