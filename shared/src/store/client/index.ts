export * from './types';
export {
  cartSlice,
  addToCart,
  removeFromCart,
  incrementQty,
  decrementQty,
  updateCartLine,
  clearCart,
  type AddToCartPayload,
  type UpdateCartLinePayload,
} from './cartSlice';
export { wishListSlice, toggleWishlist, removeFromWishlist } from './wishListSlice';
export { compareListSlice, addToCompare, removeFromCompare } from './compareListSlice';
export { dataSlice, type ClientData } from './dataSlice';
export { clientToasts, CLIENT_MESSAGES } from './clientToasts';
export { showToast, useToastsRequested, type ToastKind } from './toasts';
export { clientPersistConfig, sanitisePersistedState, PERSIST_TIMEOUT_MS } from './persistence';
