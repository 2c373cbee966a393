import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { answer, productPayload, renderWithProviders, server, TEST_API_BASE } from '@starfamily/shared/testing';
import ProductDetailPage from '../components/ProductDetailPage';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../../../testing/federationStub').federationRuntimeStub());

const renderAt = (id: string) =>
  renderWithProviders(<ProductDetailPage />, { route: `/product-single/${id}`, path: '/product-single/:id' });
const storage = (path: string) => `${TEST_API_BASE}/storage/${path}`;

describe('ProductDetailPage', () => {
  it('shows Loading product..., then the title, gallery, HTML text, category, three related products and the contact form', async () => {
    answer('product-list/2', {
      ...productPayload(2, 1, 'Sidamo Coffee'),
      images: ['products/p2-a.svg', 'products/p2-b.svg'],
      details: '<ul><li>Grade 1</li></ul>',
    });
    answer(
      'products-list',
      [1, 2, 3, 4, 5].map((id) => productPayload(id, 1)),
    );
    renderAt('2');
    expect(screen.getByRole('status')).toHaveTextContent('Loading product...');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sidamo Coffee' })).toBeInTheDocument();
    expect(screen.getByText('Sidamo Coffee description')).toBeInTheDocument();
    expect(screen.getByText('Grade 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Category 1' })).toHaveAttribute('href', '/product?category_id=1&category_name=Category+1');

    const main = screen.getByRole('img', { name: 'Sidamo Coffee' });
    expect(main).toHaveAttribute('src', storage('products/p2.svg'));
    await userEvent.click(screen.getByRole('button', { name: 'Show picture 3 of 3' }));
    expect(screen.getByRole('img', { name: 'Sidamo Coffee' })).toHaveAttribute('src', storage('products/p2-b.svg'));

    const related = await screen.findByRole('region', { name: 'Related Products' });
    const titles = within(related)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Product 1', 'Product 3', 'Product 4']);
    expect(await screen.findByRole('heading', { name: "Have Anything in mind? Let's discuss." })).toBeInTheDocument();
  });

  it('says Uncategorized when the product has no category', async () => {
    answer('product-list/7', productPayload(7, null, 'Loose tyres'));
    answer('products-list', [productPayload(7, null, 'Loose tyres')]);
    renderAt('7');
    expect(await screen.findByText('Category: Uncategorized')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Related Products' })).not.toBeInTheDocument();
  });

  it('moves to a related product when its link is followed', async () => {
    answer('products-list', [productPayload(1, 1, 'Sesame'), productPayload(2, 1, 'Chickpeas')]);
    answer('product-list/1', productPayload(1, 1, 'Sesame'));
    answer('product-list/2', productPayload(2, 1, 'Chickpeas'));
    renderAt('1');
    const related = await screen.findByRole('region', { name: 'Related Products' });
    await userEvent.click(within(related).getByRole('link', { name: /Product Details/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chickpeas' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Related Products' })).getByRole('heading', { name: 'Sesame' })).toBeInTheDocument();
  });

  it('shows the not-found state for an unknown id, not an endless loader', async () => {
    answer('product-list/404', { error: 'Not Found', message: 'Product 404 not found' }, 404);
    renderAt('404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.queryByText('Loading product...')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute('href', '/product');
  });

  it('treats a malformed id as not found without asking the API', async () => {
    renderAt('abc'); // any request would fail the test: msw answers unhandled requests with an error
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
  });

  it('offers a retry when the API fails for another reason', async () => {
    let calls = 0;
    server.use(
      http.get(`${TEST_API_BASE}/api/product-list/3`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : HttpResponse.json(productPayload(3, 1, 'Korarima'));
      }),
    );
    answer('products-list', []);
    renderAt('3');
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Korarima' })).toBeInTheDocument();
  });

  it('renders description HTML without running scripts or event handlers', async () => {
    const hostile = '<p>Washed <b>Yirgacheffe</b></p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
    answer('product-list/5', { ...productPayload(5, 1, 'Yirgacheffe'), description: hostile });
    answer('products-list', []);
    const { container } = renderAt('5');
    expect(await screen.findByText('Yirgacheffe', { selector: 'b' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
