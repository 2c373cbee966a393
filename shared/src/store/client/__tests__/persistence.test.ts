import { waitFor } from '@testing-library/react';
import { makeStore, persistClientStore } from '../../makeStore';
import { addToCart } from '../cartSlice';
import { sanitisePersistedState } from '../persistence';
import { normaliseProduct } from '../../../entities/normalise';
import { productPayload } from '../../../testing/fixtures';

const KEY = 'test-root';
const storageKey = `persist:${KEY}`;
const product = normaliseProduct(productPayload(3, 1, 'Guji natural'));

async function startPersisted() {
  const store = makeStore({ persistKey: KEY });
  const persistor = persistClientStore(store);
  await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  return { store, persistor };
}

describe('persisted client store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the lists under one root key and restores them in a new session', async () => {
    const first = await startPersisted();
    first.store.dispatch(addToCart({ product, qty: 2 }));
    await first.persistor.flush();
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? '{}');
    expect(Object.keys(stored).sort()).toEqual(['_persist', 'cartList', 'compareList', 'data', 'wishList']);
    expect(JSON.parse(stored.data)).toEqual({ products: [], symbol: '$' });

    const second = await startPersisted();
    expect(second.store.getState().cartList).toMatchObject([{ id: 3, qty: 2 }]);
  });

  it('starts with empty lists when the stored value is corrupt JSON', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(storageKey, '{not json');
    const { store } = await startPersisted();
    expect(store.getState().cartList).toEqual([]);
    expect(store.getState().data.symbol).toBe('$');
  });

  it('drops foreign or malformed parts and keeps the well-formed ones', async () => {
    localStorage.setItem(
      storageKey,
      JSON.stringify({
        cartList: JSON.stringify([{ id: 3, qty: 0 }, { id: 'x' }, { ...product, qty: 2, sum: 0 }]),
        wishList: JSON.stringify('not a list'),
        compareList: JSON.stringify([null, product]),
        data: JSON.stringify({ symbol: 42 }),
        _persist: JSON.stringify({ version: 1, rehydrated: false }),
      }),
    );
    const { store } = await startPersisted();
    expect(store.getState().cartList.map((item) => item.qty)).toEqual([2]);
    // A line stored before the basket had notes gets an empty one.
    expect(store.getState().cartList[0]?.note).toBe('');
    expect(store.getState().wishList).toEqual([]);
    expect(store.getState().compareList.map((item) => item.id)).toEqual([3]);
    expect(store.getState().data).toEqual({ products: [], symbol: '$' });
  });

  it('sanitising anything that is not an object yields nothing to restore', () => {
    expect(sanitisePersistedState('hello')).toBeUndefined();
    expect(sanitisePersistedState([1, 2])).toBeUndefined();
  });
});
