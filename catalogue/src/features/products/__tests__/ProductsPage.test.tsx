import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { answer, productPayload, renderWithProviders, server, TEST_API_BASE } from '@starfamily/shared/testing';
import ProductsPage from '../components/ProductsPage';

describe('ProductsPage', () => {
  it('lists all products under "Products In All Categories", six to a page, with images from the API host', async () => {
    answer('products-list', Array.from({ length: 8 }, (_, i) => productPayload(i + 1, 1)));
    renderWithProviders(<ProductsPage />, { route: '/product' });
    expect(screen.getByRole('heading', { level: 1, name: 'Products In All Categories' })).toBeInTheDocument();
    const titles = await screen.findAllByRole('heading', { level: 3 });
    expect(titles.map((t) => t.textContent)).toEqual(['Product 1', 'Product 2', 'Product 3', 'Product 4', 'Product 5', 'Product 6']);
    expect(screen.getByRole('img', { name: 'Product 1' })).toHaveAttribute('src', `${TEST_API_BASE}/storage/products/p1.svg`);
    expect(screen.getAllByRole('link', { name: 'Product Details' })[0]).toHaveAttribute('href', '/product-single/1');
  });

  it('asks the server for the category and still filters on the client by category_id or category.id', async () => {
    let askedFor: string | null = null;
    server.use(
      http.get(`${TEST_API_BASE}/api/products-list`, ({ request }) => {
        askedFor = new URL(request.url).searchParams.get('category_id');
        return HttpResponse.json([productPayload(1, 2, 'Sesame'), productPayload(2, 3, 'Chickpeas'), { ...productPayload(3, null, 'Niger seed'), category: { id: 2, name: 'Oil seeds' } }]);
      }),
    );
    renderWithProviders(<ProductsPage />, { route: '/product?category_id=2&category_name=Oil%20seeds' });
    expect(screen.getByRole('heading', { level: 1, name: 'Products In Category Oil seeds' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sesame' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Niger seed' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Chickpeas' })).not.toBeInTheDocument();
    expect(askedFor).toBe('2');
  });

  it('says so when a category has no products (the API answers 404 for an unknown one)', async () => {
    answer('products-list', { error: 'Not Found', message: 'Category 99 not found' }, 404);
    renderWithProviders(<ProductsPage />, { route: '/product?category_id=99&category_name=Gone' });
    expect(await screen.findByText('No products found for this category.')).toBeInTheDocument();
  });
});
