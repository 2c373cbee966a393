import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartItem, ListedProduct } from './types';

// The spec's cart (§4) is the site's quote basket (docs/decisions/0059-quote-basket.md): the same transitions, plus a note per line,
// setting a line's quantity or note from the quote page, and emptying the basket once the enquiry is sent.

export interface AddToCartPayload {
  product: ListedProduct;
  /** How many to add; the spec's default is 1. */
  qty?: number;
  color?: string | null;
  size?: string | null;
  /** The line's note (grade, packaging, incoterm); an existing line keeps its note unless a new one is given. */
  note?: string;
}

export interface UpdateCartLinePayload {
  id: number;
  /** A whole number of at least 1 (anything else is raised to 1). */
  qty?: number;
  note?: string;
}

const lineSum = (item: ListedProduct, qty: number) => (typeof item.price === 'number' ? item.price * qty : 0);
/** A whole quantity of at least 1. */
const wholeQty = (qty: number) => (Number.isFinite(qty) ? Math.max(1, Math.floor(qty)) : 1);

export const cartSlice = createSlice({
  name: 'cartList',
  initialState: [] as CartItem[],
  reducers: {
    /** An existing product grows by the added amount and takes the new colour, size and sum; a new one is appended. */
    addToCart(state, { payload }: PayloadAction<AddToCartPayload>) {
      const added = wholeQty(payload.qty ?? 1);
      const existing = state.find((item) => item.id === payload.product.id);
      if (existing) {
        existing.qty += added;
        existing.selected_color = payload.color ?? existing.selected_color;
        existing.selected_size = payload.size ?? existing.selected_size;
        existing.note = payload.note?.trim() ? payload.note : existing.note;
        existing.sum = lineSum(existing, existing.qty);
        return;
      }
      state.push({
        ...payload.product,
        selected_color: payload.color ?? null,
        selected_size: payload.size ?? null,
        qty: added,
        sum: lineSum(payload.product, added),
        note: payload.note ?? '',
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
    /** The quote page's quantity field and note: sets them as typed (a quantity never below 1). */
    updateCartLine(state, { payload }: PayloadAction<UpdateCartLinePayload>) {
      const item = state.find((entry) => entry.id === payload.id);
      if (!item) return;
      if (payload.qty !== undefined) {
        item.qty = wholeQty(payload.qty);
        item.sum = lineSum(item, item.qty);
      }
      if (payload.note !== undefined) item.note = payload.note;
    },
    /** After the enquiry was sent (only then: a failed send keeps the basket). */
    clearCart: () => [],
  },
});

export const { addToCart, removeFromCart, incrementQty, decrementQty, updateCartLine, clearCart } = cartSlice.actions;
