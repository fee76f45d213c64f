import type { CartLine } from '@mavazi/shared/carts.schemas';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../lib/cart-item';
import { applySavedCart, keepChangesDuringMerge, unionCarts } from './merge-carts';

function item(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 1,
    name: 'Kitenge Dress',
    price: 2499.5,
    imageUrl: '/a.svg',
    inventory: 10,
    quantity: 1,
    variantId: null,
    size: null,
    colour: null,
    ...overrides,
  };
}

function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    product_id: 1,
    variant_id: null,
    quantity: 1,
    state: 'available',
    name: 'Kitenge Dress',
    price: 2499.5,
    image_url: '/a.svg',
    size: null,
    colour: null,
    ...overrides,
  };
}

describe('the sign-in merge of the browser cart with the saved cart', () => {
  it('unites both carts; the same product and size keeps the larger quantity', () => {
    const union = unionCarts(
      [item({ id: 1, quantity: 2 }), item({ id: 2, variantId: 7, quantity: 1 })],
      [
        line({ product_id: 1, quantity: 5 }),
        line({ product_id: 2, variant_id: 7, quantity: 1 }),
        line({ product_id: 2, variant_id: 8, quantity: 3 }),
        line({ product_id: 3, quantity: 4 }),
      ],
    );
    expect(union).toEqual([
      { product_id: 1, variant_id: null, quantity: 5 },
      { product_id: 2, variant_id: 7, quantity: 1 },
      { product_id: 2, variant_id: 8, quantity: 3 },
      { product_id: 3, variant_id: null, quantity: 4 },
    ]);
  });

  it('keeps the browser quantity when it is the larger, and two sizes of one product apart', () => {
    const union = unionCarts(
      [item({ id: 1, variantId: 3, quantity: 6 })],
      [line({ product_id: 1, variant_id: 3, quantity: 2 }), line({ product_id: 1, variant_id: 4 })],
    );
    expect(union).toEqual([
      { product_id: 1, variant_id: 3, quantity: 6 },
      { product_id: 1, variant_id: 4, quantity: 1 },
    ]);
  });

  it('keeps a saved gone line (answered with quantity 0) with at least one unit', () => {
    const union = unionCarts([], [line({ product_id: 9, quantity: 0, state: 'gone', name: null })]);
    expect(union).toEqual([{ product_id: 9, variant_id: null, quantity: 1 }]);
  });

  it('stops at the per-cart line limit, browser lines first', () => {
    const browser = Array.from({ length: 30 }, (_, i) => item({ id: i + 1 }));
    const saved = Array.from({ length: 30 }, (_, i) => line({ product_id: 100 + i }));
    const union = unionCarts(browser, saved);
    expect(union).toHaveLength(50);
    expect(union[0]?.product_id).toBe(1);
    expect(union.at(-1)?.product_id).toBe(119);
  });

  it('caps quantities the server reduced, tells which, and fills in names and prices', () => {
    const browser = [item({ id: 1, quantity: 8, inventory: 8 })];
    const sent = [
      { product_id: 1, variant_id: null, quantity: 8 },
      { product_id: 2, variant_id: 5, quantity: 2 },
    ];
    const outcome = applySavedCart(
      [
        line({ product_id: 1, quantity: 3, state: 'reduced' }),
        line({
          product_id: 2,
          variant_id: 5,
          quantity: 2,
          name: 'Linen Shirt',
          price: 150,
          image_url: '/b.svg',
          size: 'M',
          colour: 'Blue',
        }),
      ],
      browser,
      sent,
    );
    expect(outcome.capped).toEqual([{ name: 'Kitenge Dress', quantity: 3 }]);
    expect(outcome.gone).toEqual([]);
    expect(outcome.items).toEqual([
      item({ id: 1, quantity: 3, inventory: 3 }),
      {
        id: 2,
        name: 'Linen Shirt',
        price: 150,
        imageUrl: '/b.svg',
        inventory: 2,
        quantity: 2,
        variantId: 5,
        size: 'M',
        colour: 'Blue',
      },
    ]);
  });

  it('takes gone lines out of the browser cart, names them, and keeps them to save again', () => {
    const browser = [item({ id: 4, name: 'Maasai Shuka', quantity: 2 })];
    const sent = [
      { product_id: 4, variant_id: null, quantity: 2 },
      { product_id: 6, variant_id: null, quantity: 1 },
    ];
    const outcome = applySavedCart(
      [
        line({ product_id: 4, quantity: 0, state: 'gone', name: null, price: null }),
        line({ product_id: 6, quantity: 0, state: 'gone', name: null, price: null }),
      ],
      browser,
      sent,
    );
    expect(outcome.items).toEqual([]);
    expect(outcome.gone).toEqual([{ name: 'Maasai Shuka' }, { name: null }]);
    expect(outcome.goneLines).toEqual(sent);
  });
});

describe('changes the shopper made while the merge was on the network', () => {
  it('keeps a line added meanwhile, which the server never saw', () => {
    const merged = [item({ id: 1, quantity: 2 })];
    const added = item({ id: 5, name: 'Kikoi', quantity: 1 });
    expect(keepChangesDuringMerge(merged, [], [added])).toEqual([merged[0], added]);
  });

  it("keeps the browser's quantity of a line changed meanwhile, and leaves a line removed meanwhile out", () => {
    const before = [item({ id: 1, quantity: 1 }), item({ id: 2, quantity: 1 })];
    const now = [item({ id: 1, quantity: 3 })];
    const merged = [item({ id: 1, quantity: 1 }), item({ id: 2, quantity: 1 }), item({ id: 9 })];
    expect(keepChangesDuringMerge(merged, before, now)).toEqual([
      item({ id: 9 }),
      item({ id: 1, quantity: 3 }),
    ]);
  });

  it('changes nothing when the shopper did nothing', () => {
    const before = [item({ id: 1, quantity: 2 })];
    const merged = [item({ id: 1, quantity: 2, inventory: 4 }), item({ id: 3 })];
    expect(keepChangesDuringMerge(merged, before, before)).toEqual(merged);
  });
});
