import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from './cart-item';
import { addToCart, clearCart, getCartItems, removeFromCart, setCartQuantity } from './cart-store';
import { cartCount, cartSubtotal, cartSubtotalCents } from './cart-totals';

const dress = {
  id: 1,
  name: 'Kitenge Dress',
  price: 2499.5,
  imageUrl: '/images/products/a.svg',
  inventory: 3,
};
const scarf = {
  id: 2,
  name: 'Silk Scarf',
  price: 0.1,
  imageUrl: '/images/products/b.svg',
  inventory: 50,
};

describe('cart store', () => {
  it('raises the quantity when the same product is added twice', () => {
    addToCart(dress);
    addToCart(dress);
    expect(getCartItems()).toEqual([
      { ...dress, quantity: 2, variantId: null, size: null, colour: null },
    ]);
  });

  it('keeps the same product in two sizes as two lines, each capped at its own stock', () => {
    const m = { ...dress, variantId: 11, size: 'M', colour: 'Red', inventory: 2, price: 2600 };
    const l = { ...dress, variantId: 12, size: 'L', colour: 'Red', inventory: 5 };
    addToCart(m);
    addToCart(l, 2);
    expect(addToCart(m, 5)).toEqual({ status: 'added', added: 1, capped: true });
    expect(getCartItems()).toEqual([
      { ...m, quantity: 2 },
      { ...l, quantity: 2 },
    ]);
    expect(cartCount(getCartItems())).toBe(4);
    expect(cartSubtotalCents(getCartItems())).toBe(2 * 260_000 + 2 * 249_950);
    setCartQuantity(l, 4);
    removeFromCart(m);
    expect(getCartItems()).toEqual([{ ...l, quantity: 4 }]);
  });

  it('still loads a cart saved before sizes existed, as lines without a size', () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { ...dress, quantity: 2 },
        { ...scarf, quantity: 1 },
      ]),
    );
    expect(getCartItems()).toEqual([
      { ...dress, quantity: 2, variantId: null, size: null, colour: null },
      { ...scarf, quantity: 1, variantId: null, size: null, colour: null },
    ]);
    addToCart(dress);
    expect(getCartItems()[0]?.quantity).toBe(3);
  });

  it('never holds more than the stock', () => {
    addToCart(dress, 2);
    expect(addToCart(dress, 5)).toEqual({ status: 'added', added: 1, capped: true });
    expect(addToCart(dress)).toEqual({ status: 'at_limit', max: 3 });
    setCartQuantity(dress, 10);
    expect(getCartItems()[0]?.quantity).toBe(3);
    setCartQuantity(dress, 0);
    expect(getCartItems()[0]?.quantity).toBe(1);
  });

  it('refuses a product that is out of stock', () => {
    expect(addToCart({ ...dress, inventory: 0 })).toEqual({ status: 'out_of_stock' });
    expect(getCartItems()).toEqual([]);
  });

  it('counts quantities and totals in whole cents', () => {
    addToCart(dress, 3);
    addToCart(scarf);
    addToCart(scarf);
    addToCart(scarf);
    const items = getCartItems();
    expect(cartCount(items)).toBe(6);
    // 3 × 2499.50 + 3 × 0.10 = 7498.80, with no float drift (0.1 × 3 ≠ 0.3 in floats).
    expect(cartSubtotalCents(items)).toBe(749_880);
    expect(cartSubtotal(items)).toBe(7498.8);
  });

  it('survives a reload through localStorage and removes lines', () => {
    addToCart(dress);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toHaveLength(1);
    removeFromCart(dress);
    expect(getCartItems()).toEqual([]);
    addToCart(scarf);
    clearCart();
    expect(cartCount(getCartItems())).toBe(0);
  });

  it('ignores tampered storage', () => {
    localStorage.setItem(CART_STORAGE_KEY, '[{"id":"x"}]');
    expect(getCartItems()).toEqual([]);
    localStorage.setItem(CART_STORAGE_KEY, 'not json');
    expect(getCartItems()).toEqual([]);
  });
});
