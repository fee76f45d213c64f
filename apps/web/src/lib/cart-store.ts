import { useSyncExternalStore } from 'react';
import { LIMITS } from '@mavazi/shared/constants';
import {
  CART_STORAGE_KEY,
  maxQuantity,
  readCartItem,
  sameLine,
  type CartItem,
  type CartLineRef,
  type CartProduct,
} from './cart-item';
import { reconcileCart, type CartChange, type LatestProduct } from './cart-reconcile';
import { createLocalStore, listOf, storedValue } from './local-store';

const EMPTY: CartItem[] = [];
const store = createLocalStore<CartItem[]>(
  CART_STORAGE_KEY,
  storedValue(listOf(readCartItem)),
  EMPTY,
);

export function getCartItems(): CartItem[] {
  return store.get();
}

export type AddToCartResult =
  | { status: 'added'; added: number; capped: boolean }
  | { status: 'out_of_stock' }
  | { status: 'at_limit'; max: number }
  | { status: 'cart_full' };

/** Adds a product; an existing line grows, capped at the product's stock. */
export function addToCart(product: CartProduct, quantity = 1): AddToCartResult {
  const max = maxQuantity(product);
  if (max === 0) return { status: 'out_of_stock' };
  const items = store.get();
  const existing = items.find((item) => sameLine(item, product));
  if (!existing && items.length >= LIMITS.cartLinesMax) return { status: 'cart_full' };
  const current = existing?.quantity ?? 0;
  const wanted = current + Math.max(1, Math.floor(quantity));
  const next = Math.min(wanted, max);
  if (next <= current) return { status: 'at_limit', max };
  const line: CartItem = {
    id: product.id,
    name: product.name,
    price: product.price,
    imageUrl: product.imageUrl,
    inventory: product.inventory,
    quantity: next,
    variantId: product.variantId ?? null,
    size: product.size ?? null,
    colour: product.colour ?? null,
  };
  store.set(
    existing ? items.map((item) => (sameLine(item, line) ? line : item)) : [...items, line],
  );
  return { status: 'added', added: next - current, capped: next < wanted };
}

/** Sets a line's quantity, kept between 1 and the product's stock. */
export function setCartQuantity(line: CartLineRef, quantity: number): void {
  if (!Number.isFinite(quantity)) return;
  store.set(
    store.get().map((item) =>
      sameLine(item, line)
        ? {
            ...item,
            quantity: Math.max(1, Math.min(Math.floor(quantity), Math.max(1, maxQuantity(item)))),
          }
        : item,
    ),
  );
}

export function removeFromCart(line: CartLineRef): void {
  store.set(store.get().filter((item) => !sameLine(item, line)));
}

export function clearCart(): void {
  store.set(EMPTY);
}

/** Replaces the whole cart (the sign-in merge with the saved cart). */
export function replaceCart(items: CartItem[]): void {
  store.set(items.length === 0 ? EMPTY : items);
}

/** Applies the server's latest word on the cart's products to the stored cart; returns what changed. */
export function updateCartProducts(
  latest: ReadonlyMap<number, LatestProduct | null>,
): CartChange[] {
  const { items, changes } = reconcileCart(store.get(), latest);
  store.set(items);
  return changes;
}

// The server renders an empty list; the browser hydrates that, then shows what it holds.
const serverSnapshot = () => EMPTY;

export function useCart(): CartItem[] {
  return useSyncExternalStore(store.subscribe, store.get, serverSnapshot);
}
