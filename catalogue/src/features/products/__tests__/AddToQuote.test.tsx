import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { answer, productPayload, renderWithProviders } from '@starfamily/shared/testing';
import ProductDetailPage from '../components/ProductDetailPage';
import ProductsPage from '../components/ProductsPage';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../../../testing/federationStub').federationRuntimeStub());

describe('Add to quote', () => {
  it("on a card adds one of that product to the basket, and again raises its quantity, each time with the spec's toast", async () => {
    answer('products-list', [productPayload(1, 1, 'Sidamo Coffee'), productPayload(2, 2, 'Humera Sesame')]);
    const { store } = renderWithProviders(
      <>
        <ProductsPage />
        <ToastContainer />
      </>,
      { route: '/product' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add to quote: Humera Sesame' }));
    expect(await screen.findByText('Item Added to Cart')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to quote: Sidamo Coffee' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to quote: Humera Sesame' }));
    expect(store.getState().cartList.map(({ id, title, qty, note }) => ({ id, title, qty, note }))).toEqual([
      { id: 2, title: 'Humera Sesame', qty: 2, note: '' },
      { id: 1, title: 'Sidamo Coffee', qty: 1, note: '' },
    ]);
  });

  it('on the product page adds the quantity asked for; a quantity below 1 counts as 1', async () => {
    answer('product-list/2', productPayload(2, 1, 'Sidamo Coffee'));
    answer('products-list', [productPayload(2, 1, 'Sidamo Coffee')]);
    const { store } = renderWithProviders(<ProductDetailPage />, { route: '/product-single/2', path: '/product-single/:id' });
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Add to quote' }));
    expect(store.getState().cartList).toMatchObject([{ id: 2, qty: 12 }]);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '-4');
    await userEvent.click(screen.getByRole('button', { name: 'Add to quote' }));
    expect(store.getState().cartList).toMatchObject([{ id: 2, qty: 13 }]);
  });
});
