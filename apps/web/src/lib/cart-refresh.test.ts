import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { describeCartChange, refreshCart } from './cart-refresh';
import type { CartItem } from './cart-item';
import { reconcileCart } from './cart-reconcile';
import { addToCart, getCartItems } from './cart-store';

type CartLine = Omit<CartItem, 'quantity'>;

/** Lines without a size, as every line was before sizes. */
const noSize = { variantId: null, size: null, colour: null };

const shirt: CartLine = {
  ...noSize,
  id: 1,
  name: 'Kitenge Shirt',
  price: 2450,
  imageUrl: '/a.svg',
  inventory: 10,
};
const wrap: CartLine = {
  ...noSize,
  id: 2,
  name: 'Leso Wrap',
  price: 800,
  imageUrl: '/b.svg',
  inventory: 10,
};
const necklace: CartLine = {
  ...noSize,
  id: 3,
  name: 'Beaded Necklace',
  price: 650,
  imageUrl: '/c.svg',
  inventory: 10,
};

function fillCart() {
  addToCart(shirt, 2);
  addToCart(wrap, 5);
  addToCart(necklace, 1);
}

describe('reconcileCart', () => {
  it("reads a sized line's price and stock from its size, and drops a size that is gone", () => {
    const dress = { ...shirt, id: 9, name: 'Ankara Dress' };
    const items = [
      { ...dress, quantity: 4, variantId: 11, size: 'M', colour: 'Red' },
      { ...dress, quantity: 1, variantId: 12, size: 'L', colour: 'Red' },
      { ...wrap, quantity: 1 },
    ];
    const variant = { id: 11, size: 'M', colour: 'Red', inventory: 2, price: 2700 };
    const latest = new Map([
      [9, { ...dress, inventory: 50, variants: [variant] }],
      [2, { ...wrap, variants: [{ ...variant, id: 30 }] }],
    ]);
    expect(reconcileCart(items, latest)).toEqual({
      items: [{ ...items[0], price: 2700, inventory: 2, quantity: 2 }],
      changes: [
        { kind: 'price', name: 'Ankara Dress (M, Red)', from: 2450, to: 2700 },
        { kind: 'quantity', name: 'Ankara Dress (M, Red)', quantity: 2 },
        { kind: 'gone', name: 'Ankara Dress (L, Red)' },
        { kind: 'needs_size', name: 'Leso Wrap' },
      ],
    });
    expect(describeCartChange({ kind: 'needs_size', name: 'Leso Wrap' })).toBe(
      'Leso Wrap now comes in sizes and was removed: choose a size on its page',
    );
  });

  it('takes the new price, name, picture and stock, and lowers quantities to the stock', () => {
    const items = [
      { ...shirt, quantity: 2 },
      { ...wrap, quantity: 5 },
    ];
    const latest = new Map([
      [1, { ...shirt, name: 'Kitenge Shirt (slim)', price: 2600, imageUrl: '/new.svg' }],
      [2, { ...wrap, inventory: 3 }],
    ]);
    expect(reconcileCart(items, latest)).toEqual({
      items: [
        {
          ...shirt,
          name: 'Kitenge Shirt (slim)',
          price: 2600,
          imageUrl: '/new.svg',
          quantity: 2,
        },
        { ...wrap, inventory: 3, quantity: 3 },
      ],
      changes: [
        { kind: 'price', name: 'Kitenge Shirt (slim)', from: 2450, to: 2600 },
        { kind: 'quantity', name: 'Leso Wrap', quantity: 3 },
      ],
    });
  });

  it('removes sold-out and deleted products, and keeps lines it has no news of', () => {
    const items = [
      { ...shirt, quantity: 1 },
      { ...wrap, quantity: 1 },
      { ...necklace, quantity: 1 },
    ];
    const latest = new Map([
      [1, { ...shirt, inventory: 0 }],
      [3, null],
    ]);
    expect(reconcileCart(items, latest)).toEqual({
      items: [{ ...wrap, quantity: 1 }],
      changes: [
        { kind: 'sold_out', name: 'Kitenge Shirt' },
        { kind: 'gone', name: 'Beaded Necklace' },
      ],
    });
  });

  it('reports nothing when the cart is up to date', () => {
    const items = [{ ...shirt, quantity: 2 }];
    expect(reconcileCart(items, new Map([[1, { ...shirt, inventory: 2 }]])).changes).toEqual([]);
  });
});

describe('refreshCart', () => {
  it('reads every line again, stores the result and says what changed', async () => {
    fillCart();
    const load = vi.fn(async (id: number): Promise<CartLine> => {
      if (id === 1) return { ...shirt, price: 2600 };
      if (id === 2) return { ...wrap, inventory: 3 };
      throw new ApiError(404, 'Product not found', 'PRODUCT_NOT_FOUND');
    });

    const changes = await refreshCart(load);

    expect(load.mock.calls.map(([id]) => id)).toEqual([1, 2, 3]);
    expect(changes.map(describeCartChange)).toEqual([
      'Kitenge Shirt now costs KSh 2,600 (was KSh 2,450)',
      'Only 3 of Leso Wrap are left: quantity lowered to 3',
      'Beaded Necklace is no longer sold and was removed',
    ]);
    expect(getCartItems()).toEqual([
      { ...shirt, price: 2600, quantity: 2 },
      { ...wrap, inventory: 3, quantity: 3 },
    ]);
  });

  it('keeps a line the server did not answer for, and says it could not be checked', async () => {
    fillCart();
    const changes = await refreshCart(async (id) => {
      if (id === 2) throw new ApiError(0, 'Network response was not ok', 'NETWORK_ERROR');
      return id === 1 ? shirt : { ...necklace, inventory: 0 };
    });
    expect(changes.map(describeCartChange)).toEqual([
      'Beaded Necklace is sold out and was removed',
      'Leso Wrap could not be checked: its price and stock may be out of date',
    ]);
    expect(getCartItems().map((item) => [item.id, item.quantity])).toEqual([
      [1, 2],
      [2, 5],
    ]);
  });

  it('writes one left item in the singular', () => {
    expect(describeCartChange({ kind: 'quantity', name: 'Leso Wrap', quantity: 1 })).toBe(
      'Only 1 of Leso Wrap is left: quantity lowered to 1',
    );
  });
});
