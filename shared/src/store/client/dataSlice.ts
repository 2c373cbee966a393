import { createSlice } from '@reduxjs/toolkit';
import type { ListedProduct } from './types';

export interface ClientData {
  products: ListedProduct[];
  /** Currency symbol (spec §9). */
  symbol: string;
}

export const dataSlice = createSlice({
  name: 'data',
  initialState: { products: [], symbol: '$' } as ClientData,
  reducers: {},
});
