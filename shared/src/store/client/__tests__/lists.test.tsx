import { act, render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { makeStore } from '../../makeStore';
import { addToCart } from '../cartSlice';
import { addToCompare, removeFromCompare } from '../compareListSlice';
import { removeFromWishlist, toggleWishlist } from '../wishListSlice';
import { productPayload } from '../../../testing/fixtures';
import { normaliseProduct } from '../../../entities/normalise';

const coffee = normaliseProduct(productPayload(7, 1, 'Yirgacheffe Grade 1'));
const spice = normaliseProduct(productPayload(8, 5, 'Korarima'));

function setup() {
  render(<ToastContainer />);
  return makeStore();
}

describe('wishlist, compare list and their toasts (spec §4)', () => {
  it('cart add says Item Added to Cart', async () => {
    const store = setup();
    act(() => void store.dispatch(addToCart({ product: coffee })));
    expect(await screen.findByText('Item Added to Cart')).toBeInTheDocument();
  });

  it('wishlist toggle adds, then removes the same product, each with its message; explicit remove works', async () => {
    const store = setup();
    act(() => void store.dispatch(toggleWishlist(coffee)));
    expect(await screen.findByText('Item Added to Wishlist')).toBeInTheDocument();
    expect(store.getState().wishList.map((p) => p.id)).toEqual([7]);
    act(() => void store.dispatch(toggleWishlist(coffee)));
    expect(await screen.findByText('Item Removed from Wishlist')).toBeInTheDocument();
    expect(store.getState().wishList).toEqual([]);
    act(() => void store.dispatch(toggleWishlist(spice)));
    act(() => void store.dispatch(removeFromWishlist(8)));
    expect(store.getState().wishList).toEqual([]);
  });

  it('compare list: added, duplicate warning, removed, and Target no Found for an absent id', async () => {
    const store = setup();
    act(() => void store.dispatch(addToCompare(coffee)));
    expect(await screen.findByText('Added to Compare List')).toBeInTheDocument();
    act(() => void store.dispatch(addToCompare(coffee)));
    expect(await screen.findByText('Already added to Compare List')).toBeInTheDocument();
    expect(store.getState().compareList).toHaveLength(1);
    act(() => void store.dispatch(removeFromCompare(7)));
    expect(await screen.findByText('Item Removed from Compare List')).toBeInTheDocument();
    act(() => void store.dispatch(removeFromCompare(7)));
    expect(await screen.findByText('Target no Found')).toBeInTheDocument();
    expect(store.getState().compareList).toEqual([]);
  });
});
