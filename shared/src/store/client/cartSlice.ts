import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartItem, ListedProduct } from './types';

export interface AddToCartPayload {
  product: ListedProduct;
  /** How many to add; the spec's default is 1. */
  qty?: number;
  color?: string | null;
  size?: string | null;
}

const lineSum = (item: ListedProduct, qty: number) => (typeof item.price === 'number' ? item.price * qty : 0);

export const cartSlice = createSlice({
  name: 'cartList',
  initialState: [] as CartItem[],
  reducers: {
    /** An existing product grows by the added amount and takes the new colour, size and sum; a new one is appended. */
    addToCart(state, { payload }: PayloadAction<AddToCartPayload>) {
      const added = Math.max(1, Math.floor(payload.qty ?? 1));
      const existing = state.find((item) => item.id === payload.product.id);
      if (existing) {
        existing.qty += added;
        existing.selected_color = payload.color ?? existing.selected_color;
        existing.selected_size = payload.size ?? existing.selected_size;
        existing.sum = lineSum(existing, existing.qty);
        return;
      }
      state.push({
        ...payload.product,
        selected_color: payload.color ?? null,
        selected_size: payload.size ?? null,
        qty: added,
        sum: lineSum(payload.product, added),
      });
    },
    removeFromCart: (state, { payload: id }: PayloadAction<number>) => state.filter((item) => item.id !== id),
    incrementQty(state, { payload: id }: PayloadAction<number>) {
      const item = state.find((entry) => entry.id === id);
      if (item) {
        item.qty += 1;
        item.sum = lineSum(item, item.qty);
      }
    },
    /** Never below 1: removing is a separate action. */
    decrementQty(state, { payload: id }: PayloadAction<number>) {
      const item = state.find((entry) => entry.id === id);
      if (item && item.qty > 1) {
        item.qty -= 1;
        item.sum = lineSum(item, item.qty);
      }
    },
  },
});

export const { addToCart, removeFromCart, incrementQty, decrementQty } = cartSlice.actions;
