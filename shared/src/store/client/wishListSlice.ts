import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ListedProduct } from './types';

export const wishListSlice = createSlice({
  name: 'wishList',
  initialState: [] as ListedProduct[],
  reducers: {
    /** Adds the product, or removes it when it is already there. */
    toggleWishlist(state, { payload: product }: PayloadAction<ListedProduct>) {
      const index = state.findIndex((item) => item.id === product.id);
      if (index === -1) state.push(product);
      else state.splice(index, 1);
    },
    removeFromWishlist: (state, { payload: id }: PayloadAction<number>) => state.filter((item) => item.id !== id),
  },
});

export const { toggleWishlist, removeFromWishlist } = wishListSlice.actions;
