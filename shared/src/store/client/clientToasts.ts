import { createListenerMiddleware } from '@reduxjs/toolkit';
import { showToast } from './toasts';
import { addToCart } from './cartSlice';
import { addToCompare, removeFromCompare } from './compareListSlice';
import { toggleWishlist } from './wishListSlice';
import type { ListedProduct } from './types';

/** The exact texts of spec §4. */
export const CLIENT_MESSAGES = {
  cartAdded: 'Item Added to Cart',
  wishlistAdded: 'Item Added to Wishlist',
  wishlistRemoved: 'Item Removed from Wishlist',
  compareDuplicate: 'Already added to Compare List',
  compareAdded: 'Added to Compare List',
  compareRemoved: 'Item Removed from Compare List',
  compareMissing: 'Target no Found',
} as const;

interface ListsState {
  wishList: ListedProduct[];
  compareList: ListedProduct[];
}

const has = (list: ListedProduct[], id: number) => list.some((item) => item.id === id);

/** Toasts are side effects, so they live here rather than in the reducers; messages depend on the state before. */
export const clientToasts = createListenerMiddleware();

clientToasts.startListening({
  actionCreator: addToCart,
  effect: () => showToast('success', CLIENT_MESSAGES.cartAdded),
});
clientToasts.startListening({
  actionCreator: toggleWishlist,
  effect: (action, api) => {
    const wasListed = has((api.getOriginalState() as ListsState).wishList, action.payload.id);
    showToast(wasListed ? 'info' : 'success', wasListed ? CLIENT_MESSAGES.wishlistRemoved : CLIENT_MESSAGES.wishlistAdded);
  },
});
clientToasts.startListening({
  actionCreator: addToCompare,
  effect: (action, api) => {
    const duplicate = has((api.getOriginalState() as ListsState).compareList, action.payload.id);
    if (duplicate) showToast('warn', CLIENT_MESSAGES.compareDuplicate);
    else showToast('success', CLIENT_MESSAGES.compareAdded);
  },
});
clientToasts.startListening({
  actionCreator: removeFromCompare,
  effect: (action, api) => {
    const present = has((api.getOriginalState() as ListsState).compareList, action.payload);
    if (present) showToast('info', CLIENT_MESSAGES.compareRemoved);
    else showToast('error', CLIENT_MESSAGES.compareMissing);
  },
});
