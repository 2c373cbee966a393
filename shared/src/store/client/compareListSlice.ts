import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ListedProduct } from './types';

export const compareListSlice = createSlice({
  name: 'compareList',
  initialState: [] as ListedProduct[],
  reducers: {
    /** A duplicate is ignored (the visitor is warned by a toast). */
    addToCompare(state, { payload: product }: PayloadAction<ListedProduct>) {
      if (!state.some((item) => item.id === product.id)) state.push(product);
    },
    removeFromCompare: (state, { payload: id }: PayloadAction<number>) => state.filter((item) => item.id !== id),
  },
});

export const { addToCompare, removeFromCompare } = compareListSlice.actions;
