import type { PersistConfig, PersistedState, PersistState, WebStorage } from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import type { CartItem, ListedProduct } from './types';
import type { ClientData } from './dataSlice';

/** Spec §9: give up waiting for stored state after 5 s and start with empty lists. */
export const PERSIST_TIMEOUT_MS = 5000;
export const PERSISTED_KEYS = ['data', 'cartList', 'wishList', 'compareList'] as const;

type Persisted = { data?: ClientData; cartList?: CartItem[]; wishList?: ListedProduct[]; compareList?: ListedProduct[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isProduct = (value: unknown): value is ListedProduct => isRecord(value) && Number.isInteger(value.id);
const isCartItem = (value: unknown): value is CartItem =>
  isProduct(value) && Number.isInteger((value as { qty?: unknown }).qty) && (value as CartItem).qty >= 1;
const listOf = <T>(value: unknown, isItem: (item: unknown) => item is T): T[] | undefined =>
  Array.isArray(value) ? value.filter(isItem) : undefined;
/** A line stored before the basket had notes (or with a foreign one) gets an empty note. */
const withNote = (item: CartItem): CartItem => ({ ...item, note: typeof item.note === 'string' ? item.note : '' });

/**
 * Keeps only well-formed parts of whatever is under the persist key: a value written by an older version,
 * another app on the same origin or a curious visitor must never stop the site from starting.
 */
export function sanitisePersistedState(stored: unknown): PersistedState {
  if (!isRecord(stored)) return undefined;
  const result: Persisted = {};
  const data = stored.data;
  if (isRecord(data) && typeof data.symbol === 'string') {
    result.data = { symbol: data.symbol, products: listOf(data.products, isProduct) ?? [] };
  }
  const cartList = listOf(stored.cartList, isCartItem)?.map(withNote);
  const wishList = listOf(stored.wishList, isProduct);
  const compareList = listOf(stored.compareList, isProduct);
  if (cartList) result.cartList = cartList;
  if (wishList) result.wishList = wishList;
  if (compareList) result.compareList = compareList;
  return { ...result, _persist: stored._persist as PersistState };
}

let local: WebStorage | undefined;
/** localStorage, looked up on first use: the rendering server imports this module but never persists (no window). */
const lazyLocalStorage: WebStorage = {
  getItem: (key) => (local ??= createWebStorage('local')).getItem(key),
  setItem: (key, value) => (local ??= createWebStorage('local')).setItem(key, value),
  removeItem: (key) => (local ??= createWebStorage('local')).removeItem(key),
};

/** Persistence for the client lists under one root key (`persist:<key>` in localStorage). */
export function clientPersistConfig<S>(key: string): PersistConfig<S> {
  return {
    key,
    version: 1,
    storage: lazyLocalStorage,
    whitelist: [...PERSISTED_KEYS],
    timeout: PERSIST_TIMEOUT_MS,
    migrate: async (state) => sanitisePersistedState(state),
  };
}
