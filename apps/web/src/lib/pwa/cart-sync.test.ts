import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import type { CartItem } from '../cart-item';
import { CART_UNSYNCED_KEY, startCartSync, type CartSyncDeps } from './cart-sync';

const line = (id: number, quantity: number): CartItem => ({
  id,
  name: `Product ${id}`,
  price: 100,
  imageUrl: '/images/p.webp',
  inventory: 10,
  quantity,
  variantId: null,
  size: null,
  colour: null,
});

function harness(overrides: Partial<CartSyncDeps> = {}) {
  let items: CartItem[] = [];
  const listeners = new Set<() => void>();
  const state = { online: true, signedIn: true };
  const save = vi.fn<CartSyncDeps['save']>(async () => ({}));
  const stop = startCartSync({
    items: () => items,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signedIn: () => state.signedIn,
    online: () => state.online,
    save,
    storage: localStorage,
    delayMs: 10,
    ...overrides,
  });
  const change = (next: CartItem[]) => {
    items = next;
    for (const listener of listeners) listener();
  };
  return { state, save, stop, change };
}

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('cart sync', () => {
  it("saves a signed-in shopper's cart shortly after it changes, once for quick changes", async () => {
    const { save, change, stop } = harness();
    change([line(1, 1)]);
    change([line(1, 2)]);
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({
      items: [{ product_id: 1, variant_id: null, quantity: 2 }],
    });
    expect(localStorage.getItem(CART_UNSYNCED_KEY)).toBeNull();
    stop();
  });

  it('keeps changes made offline and sends them when the connection comes back', async () => {
    const { state, save, change, stop } = harness();
    state.online = false;
    change([line(4, 3)]);
    await new Promise((r) => setTimeout(r, 40));
    expect(save).not.toHaveBeenCalled();
    expect(localStorage.getItem(CART_UNSYNCED_KEY)).toBe('1');
    state.online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        items: [{ product_id: 4, variant_id: null, quantity: 3 }],
      }),
    );
    await vi.waitFor(() => expect(localStorage.getItem(CART_UNSYNCED_KEY)).toBeNull());
    stop();
  });

  it('retries after a lost connection, and gives up on a refusal', async () => {
    const lost = vi.fn<CartSyncDeps['save']>(async () => {
      throw new ApiError(0, 'Network response was not ok', 'NETWORK_ERROR');
    });
    const first = harness({ save: lost });
    first.change([line(2, 1)]);
    await vi.waitFor(() => expect(lost).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(CART_UNSYNCED_KEY)).toBe('1');
    first.stop();

    const refused = vi.fn<CartSyncDeps['save']>(async () => {
      throw new ApiError(400, 'Quantity must be a whole number', 'VALIDATION_FAILED');
    });
    // Started again (the app reopened), it sends what was left unsent.
    const second = harness({ save: refused });
    await vi.waitFor(() => expect(refused).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(CART_UNSYNCED_KEY)).toBeNull();
    second.stop();
  });

  it("leaves a guest's cart on the device", async () => {
    const { state, save, change, stop } = harness();
    state.signedIn = false;
    change([line(1, 1)]);
    await new Promise((r) => setTimeout(r, 40));
    expect(save).not.toHaveBeenCalled();
    expect(localStorage.getItem(CART_UNSYNCED_KEY)).toBeNull();
    stop();
  });
});
