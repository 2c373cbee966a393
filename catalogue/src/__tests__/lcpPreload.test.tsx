// The head's preload must name exactly the AVIF srcset and sizes the page's LCP <source> has, or the browser fetches
// the picture twice. Rendered with the real store; the head reads that same store.
import { screen } from '@testing-library/react';
import {
  answer,
  PHOTO_PATHS,
  picturesPayload,
  productPayload,
  renderWithProviders,
  headContextOf,
  avifSourceOf,
  TEST_API_BASE,
} from '@starfamily/shared/testing';
import { productDetailRoute, productsRoute } from '../routes';
import ProductsPage from '../features/products/components/ProductsPage';
import ProductDetailPage from '../features/products/components/ProductDetailPage';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../testing/federationStub').federationRuntimeStub());

const [HARVEST, WAREHOUSE, CUPPING] = PHOTO_PATHS;

describe('the LCP picture and its preload', () => {
  it('/product?page=2: the first card of the page shown, at high priority; the next one eager only', async () => {
    const products = Array.from({ length: 8 }, (_, index) => productPayload(index + 1, 1));
    products[6] = { ...products[6]!, banner: CUPPING };
    products[7] = { ...products[7]!, banner: WAREHOUSE };
    answer('products-list', products);
    const { store } = renderWithProviders(<ProductsPage />, { route: '/product?page=2' });
    const first = await screen.findByRole('img', { name: 'Product 7' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Product 8' })).not.toHaveAttribute('fetchpriority');
    expect(productsRoute.head!(headContextOf(store, '/product?page=2')).preloadImage).toEqual(avifSourceOf(first));
  });

  it('/product-single/:id: the gallery’s first picture, also the link preview', async () => {
    answer('product-list/2', { ...productPayload(2, 1, 'Sidamo Coffee'), banner: HARVEST, images: ['products/p2-a.svg'] });
    answer('products-list', [productPayload(1, 1), productPayload(2, 1)]);
    const { store } = renderWithProviders(<ProductDetailPage />, { route: '/product-single/2', path: '/product-single/:id' });
    const main = await screen.findByRole('img', { name: 'Sidamo Coffee' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    const head = productDetailRoute.head!(headContextOf(store, '/product-single/2', { id: '2' }));
    expect(head.preloadImage).toEqual(avifSourceOf(main));
    expect(head.image).toEqual({
      url: `${TEST_API_BASE}/storage/renditions/${picturesPayload[HARVEST]!.version}/og.jpg`,
      alt: 'Sidamo Coffee',
    });
  });
});
