import { makeStore } from '../../makeStore';
import { addToCart, clearCart, decrementQty, incrementQty, removeFromCart, updateCartLine } from '../cartSlice';
import { productPayload } from '../../../testing/fixtures';
import { normaliseProduct } from '../../../entities/normalise';

const sesame = { ...normaliseProduct(productPayload(1, 2, 'Humera sesame')), price: 12.5 };
const beans = normaliseProduct(productPayload(2, 3, 'Red kidney beans'));

describe('cart rules (spec §4), the quote basket', () => {
  it('appends a new product with quantity 1 by default', () => {
    const store = makeStore();
    store.dispatch(addToCart({ product: sesame }));
    expect(store.getState().cartList).toEqual([{ ...sesame, qty: 1, selected_color: null, selected_size: null, sum: 12.5, note: '' }]);
  });

  it('adding an existing product grows its quantity by the added amount and updates colour, size and sum', () => {
    const store = makeStore();
    store.dispatch(addToCart({ product: sesame, color: 'white', size: '50 kg' }));
    store.dispatch(addToCart({ product: beans }));
    store.dispatch(addToCart({ product: sesame, qty: 3, color: 'mixed', size: '25 kg' }));
    const [first, second] = store.getState().cartList;
    expect(store.getState().cartList).toHaveLength(2);
    expect(first).toMatchObject({ id: 1, qty: 4, selected_color: 'mixed', selected_size: '25 kg', sum: 50 });
    expect(second).toMatchObject({ id: 2, qty: 1, sum: 0 });
  });

  it('removes by id, increments by 1 and never decrements below 1', () => {
    const store = makeStore();
    store.dispatch(addToCart({ product: sesame }));
    store.dispatch(addToCart({ product: beans }));
    store.dispatch(incrementQty(1));
    expect(store.getState().cartList[0]).toMatchObject({ qty: 2, sum: 25 });
    store.dispatch(decrementQty(1));
    store.dispatch(decrementQty(1));
    expect(store.getState().cartList[0]).toMatchObject({ qty: 1, sum: 12.5 });
    store.dispatch(removeFromCart(1));
    expect(store.getState().cartList.map((item) => item.id)).toEqual([2]);
  });

  it('an existing line keeps its note unless the added product brings a new one', () => {
    const store = makeStore();
    store.dispatch(addToCart({ product: sesame, note: 'Grade 1, 50 kg bags, FOB Djibouti' }));
    store.dispatch(addToCart({ product: sesame }));
    expect(store.getState().cartList[0]).toMatchObject({ qty: 2, note: 'Grade 1, 50 kg bags, FOB Djibouti' });
    store.dispatch(addToCart({ product: sesame, qty: 2, note: 'CIF Jeddah' }));
    expect(store.getState().cartList[0]).toMatchObject({ qty: 4, note: 'CIF Jeddah' });
  });

  it('sets a line quantity as typed, never below 1 and whole, and its note; other lines and unknown ids are left alone', () => {
    const store = makeStore();
    store.dispatch(addToCart({ product: sesame }));
    store.dispatch(addToCart({ product: beans }));
    store.dispatch(updateCartLine({ id: 1, qty: 40 }));
    expect(store.getState().cartList[0]).toMatchObject({ qty: 40, sum: 500, note: '' });
    store.dispatch(updateCartLine({ id: 1, qty: 0 }));
    expect(store.getState().cartList[0]?.qty).toBe(1);
    store.dispatch(updateCartLine({ id: 1, qty: 2.7 }));
    expect(store.getState().cartList[0]?.qty).toBe(2);
    store.dispatch(updateCartLine({ id: 1, qty: Number.NaN }));
    expect(store.getState().cartList[0]?.qty).toBe(1);
    store.dispatch(updateCartLine({ id: 2, note: 'Hulled, 25 kg' }));
    store.dispatch(updateCartLine({ id: 99, qty: 5, note: 'nobody' }));
    expect(store.getState().cartList).toMatchObject([
      { id: 1, qty: 1, note: '' },
      { id: 2, qty: 1, note: 'Hulled, 25 kg' },
    ]);
  });

  it('an added quantity below 1 counts as 1', () => {
    const store = makeStore();
    store.dispatch(addToCart({ product: beans, qty: 0 }));
    store.dispatch(addToCart({ product: beans, qty: -3 }));
    expect(store.getState().cartList[0]?.qty).toBe(2);
  });

  it('clears every line', () => {
    const store = makeStore();
    store.dispatch(addToCart({ product: sesame }));
    store.dispatch(addToCart({ product: beans }));
    store.dispatch(clearCart());
    expect(store.getState().cartList).toEqual([]);
  });
});
