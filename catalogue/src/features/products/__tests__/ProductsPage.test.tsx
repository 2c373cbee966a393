import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { answer, productPayload, renderWithProviders, server, TEST_API_BASE } from '@starfamily/shared/testing';
import ProductsPage from '../components/ProductsPage';

describe('ProductsPage', () => {
  it('lists all products under "Products In All Categories", six to a page, with images from the API host', async () => {
    answer(
      'products-list',
      Array.from({ length: 8 }, (_, i) => productPayload(i + 1, 1)),
    );
    renderWithProviders(<ProductsPage />, { route: '/product' });
    expect(screen.getByRole('heading', { level: 1, name: 'Products In All Categories' })).toBeInTheDocument();
    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles.map((t) => t.textContent)).toEqual(['Product 1', 'Product 2', 'Product 3', 'Product 4', 'Product 5', 'Product 6']);
    expect(screen.getByRole('img', { name: 'Product 1' })).toHaveAttribute('src', `${TEST_API_BASE}/storage/products/p1.svg`);
    expect(screen.getAllByRole('link', { name: /^Product Details/ })[0]).toHaveAttribute('href', '/product-single/1');
    expect(screen.getByRole('link', { name: 'Product Details: Product 2' })).toHaveAttribute('href', '/product-single/2');
  });

  it("loads the first screen's pictures at once (the page's largest paint) and the rest as they near the viewport", async () => {
    answer(
      'products-list',
      Array.from({ length: 6 }, (_, i) => productPayload(i + 1, 1)),
    );
    renderWithProviders(<ProductsPage />, { route: '/product' });
    await screen.findAllByRole('heading', { level: 2 });
    const loading = [1, 2, 3, 6].map((n) => screen.getByRole('img', { name: `Product ${n}` }).getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'lazy', 'lazy']);
  });

  it('names the category from the category list when the link carries only its id (a widget, a shared URL)', async () => {
    answer('products-list', [productPayload(1, 2)]);
    answer('pro-categ-name', [
      { id: 1, name: 'Coffee' },
      { id: 2, name: 'Oil Seeds' },
    ]);
    renderWithProviders(<ProductsPage />, { route: '/product?category_id=2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Products In Category Oil Seeds' })).toBeInTheDocument();
  });

  it("takes another page size when given one (a widget's page-size)", async () => {
    answer(
      'products-list',
      Array.from({ length: 5 }, (_, i) => productPayload(i + 1, 1)),
    );
    renderWithProviders(<ProductsPage pageSize={2} />, { route: '/product' });
    expect((await screen.findAllByRole('heading', { level: 2 })).map((t) => t.textContent)).toEqual(['Product 1', 'Product 2']);
    expect(within(screen.getByRole('navigation', { name: 'Product pages' })).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
  });

  it('shows the description without markup, cut at 100 characters plus ...', async () => {
    const long = `<p><strong>Grade 1</strong> ${'washed arabica '.repeat(10)}</p>`;
    answer('products-list', [
      { ...productPayload(1, 1), description: long },
      { ...productPayload(2, 1), description: '<p>Short <em>one</em></p>' },
    ]);
    renderWithProviders(<ProductsPage />, { route: '/product' });
    const expected = `Grade 1 ${'washed arabica '.repeat(10)}`.trim().slice(0, 100) + '...';
    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(screen.getByText('Short one')).toBeInTheDocument();
  });

  it('pages six at a time with the page in the URL, and has no page buttons for a single page', async () => {
    answer(
      'products-list',
      Array.from({ length: 13 }, (_, i) => productPayload(i + 1, 1)),
    );
    const { router } = renderWithProviders(<ProductsPage />, { route: '/product?page=2' });
    expect(await screen.findByRole('heading', { name: 'Product 7' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Product pages' });
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((t) => t.textContent)).toEqual(['Product 13']);
    expect(router.state.location.search).toBe('?page=3');
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await userEvent.click(within(pages).getByRole('button', { name: 'Page 1' }));
    expect(screen.getByRole('heading', { name: 'Product 1' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(router.state.location.search).toBe('');

    await act(() => router.navigate(-1)); // the back button returns to page 3
    expect(await screen.findByRole('heading', { name: 'Product 13' })).toBeInTheDocument();
  });

  it('shows exactly six products without page buttons', async () => {
    answer(
      'products-list',
      Array.from({ length: 6 }, (_, i) => productPayload(i + 1, 1)),
    );
    renderWithProviders(<ProductsPage />, { route: '/product' });
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(screen.queryByRole('navigation', { name: 'Product pages' })).not.toBeInTheDocument();
  });

  it('keeps the page within the category: an out-of-range page shows the last one', async () => {
    answer('products-list', [...Array.from({ length: 7 }, (_, i) => productPayload(i + 1, 2)), productPayload(8, 3)]);
    renderWithProviders(<ProductsPage />, { route: '/product?category_id=2&category_name=Pulses&page=9' });
    expect(await screen.findByRole('heading', { name: 'Product 7' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });

  it('asks the server for the category and still filters on the client by category_id or category.id', async () => {
    let askedFor: string | null = null;
    server.use(
      http.get(`${TEST_API_BASE}/api/products-list`, ({ request }) => {
        askedFor = new URL(request.url).searchParams.get('category_id');
        return HttpResponse.json([
          productPayload(1, 2, 'Sesame'),
          productPayload(2, 3, 'Chickpeas'),
          { ...productPayload(3, null, 'Niger seed'), category: { id: 2, name: 'Oil seeds' } },
        ]);
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

  it.each(['abc', '1.9'])(
    'lists no product for a category_id that is not an integer (%s): it names no category (spec §5)',
    async (categoryId) => {
      answer('products-list', [productPayload(1, 1, 'Sesame'), productPayload(2, 2, 'Chickpeas')]);
      renderWithProviders(<ProductsPage />, { route: `/product?category_id=${categoryId}&category_name=Made%20up` });
      expect(await screen.findByText('No products found for this category.')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    },
  );
});
