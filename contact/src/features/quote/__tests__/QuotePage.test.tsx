import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { addToCart, normaliseProduct } from '@starfamily/shared';
import { answer, capturePosts, productPayload, renderWithProviders, server, TEST_API_BASE } from '@starfamily/shared/testing';
import QuotePage from '../components/QuotePage';

const coffee = normaliseProduct(productPayload(1, 1, 'Sidamo Coffee'));
const sesame = normaliseProduct(productPayload(2, 2, 'Humera Sesame'));

const captureEnquiries = (respond: () => Response = () => HttpResponse.json({ message: 'Enquiry received', id: 7 }, { status: 201 })) =>
  capturePosts('enquiries', respond);

async function renderWithBasket(route = '/quote') {
  const rendered = renderWithProviders(
    <>
      <QuotePage />
      <ToastContainer />
    </>,
    { route },
  );
  act(() => {
    rendered.store.dispatch(addToCart({ product: coffee, qty: 2 }));
    rendered.store.dispatch(addToCart({ product: sesame }));
  });
  await screen.findByRole('heading', { name: 'Products in your quote (2)' });
  return rendered;
}

const linesOf = (store: ReturnType<typeof renderWithProviders>['store']) =>
  store.getState().cartList.map(({ id, qty, note }) => ({ id, qty, note }));

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full name/), 'Almaz Buyer');
  await user.type(screen.getByLabelText(/^Email/), 'almaz@example.com');
  await user.type(screen.getByLabelText(/Company/), 'Addis Roasters <b>');
  await user.type(screen.getByLabelText(/Country/), 'Ethiopia');
}

describe('quote page', () => {
  it('with an empty basket says so and leads to the products', async () => {
    renderWithProviders(<QuotePage />, { route: '/quote' });
    expect(screen.getByRole('heading', { level: 1, name: 'Request a quote' })).toBeInTheDocument();
    expect(await screen.findByText('Your quote basket is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse our products' })).toHaveAttribute('href', '/product');
  });

  it('changes quantities with − and + (never below 1) and by typing, keeps a note per line, removes a line', async () => {
    const user = userEvent.setup();
    const { store } = await renderWithBasket();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Humera Sesame' }));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Sidamo Coffee' }));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Sidamo Coffee' }));
    expect(linesOf(store)).toEqual([
      { id: 1, qty: 1, note: '' },
      { id: 2, qty: 2, note: '' },
    ]);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Sidamo Coffee' });
    await user.clear(quantity);
    expect(quantity).toHaveValue(null);
    await user.type(quantity, '40');
    await user.type(screen.getByRole('textbox', { name: 'Note (optional) for Humera Sesame' }), 'Hulled, 25 kg bags, FOB');
    expect(linesOf(store)).toEqual([
      { id: 1, qty: 40, note: '' },
      { id: 2, qty: 2, note: 'Hulled, 25 kg bags, FOB' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove Sidamo Coffee from the quote' }));
    expect(linesOf(store).map(({ id }) => id)).toEqual([2]);
    expect(screen.getByRole('heading', { name: 'Products in your quote (1)' })).toHaveFocus();
  });

  it('sends the basket as one enquiry, then empties it and says so', async () => {
    const received = captureEnquiries();
    const user = userEvent.setup();
    const { store } = await renderWithBasket();
    await user.type(screen.getByRole('textbox', { name: 'Note (optional) for Sidamo Coffee' }), 'Grade 2');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enquiry Sent!' });
    expect(received).toEqual([
      {
        full_name: 'Almaz Buyer',
        email: 'almaz@example.com',
        phone: '',
        company: 'Addis Roasters <b>',
        country: 'Ethiopia',
        message: '',
        website: '',
        lines: [
          { product_id: 1, quantity: 2, note: 'Grade 2' },
          { product_id: 2, quantity: 1, note: '' },
        ],
      },
    ]);
    expect(store.getState().cartList).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Your quote basket is empty.')).toBeInTheDocument();
  });

  it('with invalid details sends nothing and moves focus to the first invalid field', async () => {
    const received = captureEnquiries();
    const user = userEvent.setup();
    await renderWithBasket();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveFocus());
    expect(received).toEqual([]);
  });

  it("keeps the basket and what was typed when sending fails, with the spec's failure text", async () => {
    captureEnquiries(() => HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 }));
    const user = userEvent.setup();
    const { store } = await renderWithBasket();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toHaveAttribute('role', 'alert');
    expect(store.getState().cartList).toHaveLength(2);
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Almaz Buyer');
  });

  it("shows the API's objection under the line it names (a product no longer sold)", async () => {
    captureEnquiries(() =>
      HttpResponse.json(
        {
          error: 'Unprocessable Entity',
          message: 'Validation failed',
          errors: { 'lines[1].product_id': 'This product is not in our catalogue.' },
        },
        { status: 422 },
      ),
    );
    const user = userEvent.setup();
    await renderWithBasket();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('This product is not in our catalogue.')).toBeInTheDocument();
    const sesameLine = screen.getByRole('heading', { name: 'Humera Sesame' }).closest('li')!;
    expect(sesameLine).toHaveAccessibleDescription('This product is not in our catalogue.');
    expect(screen.getByText('Something went wrong. Please try again.')).toHaveAttribute('role', 'alert');
  });

  it("adds the product a partner's widget links to (?add=), once, with the spec's toast, and takes it out of the address", async () => {
    answer('product-list/2', productPayload(2, 2, 'Humera Sesame'));
    const { store, router } = renderWithProviders(
      <>
        <QuotePage />
        <ToastContainer />
      </>,
      { route: '/quote?add=2&qty=3' },
    );
    expect(await screen.findByRole('heading', { name: 'Humera Sesame' })).toBeInTheDocument();
    expect(await screen.findByText('Item Added to Cart')).toBeInTheDocument();
    expect(linesOf(store)).toEqual([{ id: 2, qty: 3, note: '' }]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(linesOf(store)).toEqual([{ id: 2, qty: 3, note: '' }]);
  });

  it('says so when the linked product does not exist', async () => {
    server.use(http.get(`${TEST_API_BASE}/api/product-list/99`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    const { store } = renderWithProviders(<QuotePage />, { route: '/quote?add=99' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The product in your link could not be found.');
    expect(store.getState().cartList).toEqual([]);
  });
});
