import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addToCart, getCartItems } from '../../../lib/cart-store';
import { fakeApi } from '../../../test/fake-api';
import { product, shopper } from '../../../test/fixtures';
import { renderApp, signIn } from '../../../test/render-app';
import { writeSavedCartMemory } from '../lib/saved-cart-memory';

const TOKEN = 'session-token-for-the-saved-cart';
const savedCart = (quantity: number) => ({
  items: [{ product_id: 1, variant_id: null, quantity, name: 'A', price: 10, available: 9 }],
});

describe('the saved cart on page loads', () => {
  it('merges the saved cart once at sign-in and remembers it', async () => {
    signIn(TOKEN);
    addToCart({ id: 1, name: 'A', price: 10, imageUrl: '/a.svg', inventory: 9 }, 2);
    const api = fakeApi({
      'GET /current_user': { body: shopper },
      'GET /products': { body: [product()] },
      'GET /cart': { body: savedCart(1) },
      'PUT /cart': { body: savedCart(2) },
    });
    renderApp('/wishlist');
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'PUT' && c.path === '/cart')).toBe(true),
    );
    expect(api.calls.filter((c) => c.path === '/cart' && c.method === 'GET')).toHaveLength(1);
    expect(localStorage.getItem('mavazi_cart_merged')).toContain('"saved"');
  });

  it('keeps an item added while the merge is on the network, and saves it', async () => {
    signIn(TOKEN);
    addToCart({ id: 1, name: 'A', price: 10, imageUrl: '/a.svg', inventory: 9 }, 1);
    let answerMerge: () => void = () => undefined;
    const mergeHeld = new Promise<void>((resolve) => (answerMerge = resolve));
    let puts = 0;
    const api = fakeApi({
      'GET /current_user': { body: shopper },
      'GET /products': { body: [product()] },
      'GET /cart': { body: savedCart(1) },
      // The merge's save answers only once the shopper has tapped "Add to Cart" on a second product.
      'PUT /cart': async (request) => {
        puts += 1;
        if (puts === 1) await mergeHeld;
        const sent = (request.body as { items: Array<{ product_id: number; quantity: number }> })
          .items;
        return {
          body: {
            items: sent.map((l) => ({
              ...savedCart(l.quantity).items[0],
              product_id: l.product_id,
            })),
          },
        };
      },
    });
    renderApp('/wishlist');
    await waitFor(() => expect(puts).toBe(1));
    addToCart({ id: 2, name: 'B', price: 20, imageUrl: '/b.svg', inventory: 5 }, 1);
    answerMerge();
    await waitFor(() => expect(puts).toBe(2));
    expect(getCartItems().map((i) => [i.id, i.quantity])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(api.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      items: [
        { product_id: 1, variant_id: null, quantity: 1 },
        { product_id: 2, variant_id: null, quantity: 1 },
      ],
    });
  });

  it('neither merges nor saves again on a later page load when nothing changed', async () => {
    signIn(TOKEN);
    addToCart({ id: 1, name: 'A', price: 10, imageUrl: '/a.svg', inventory: 9 }, 2);
    writeSavedCartMemory(TOKEN, {
      saved: [{ product_id: 1, variant_id: null, quantity: 2 }],
      gone: [],
    });
    const api = fakeApi({
      'GET /current_user': { body: shopper },
      'GET /cart': { body: savedCart(2) },
      'PUT /cart': { body: savedCart(2) },
    });
    renderApp('/wishlist');
    await waitFor(() => expect(api.calls.some((c) => c.path === '/current_user')).toBe(true));
    // Past the save delay: still nothing sent.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(api.calls.filter((c) => c.path === '/cart')).toEqual([]);
  });
});
