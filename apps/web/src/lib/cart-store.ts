import { useSyncExternalStore } from 'react';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { LIMITS } from '@mavazi/shared/constants';
import { fromCents, subtotalCents, toCents } from '@mavazi/shared/money';
import { createLocalStore } from './local-store';

export const CART_STORAGE_KEY = 'mavazi_cart';

/** What the cart and the wishlist keep of a product: a snapshot the server re-checks at checkout. */
export const productSnapshotSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  price: z.number().nonnegative(),
  imageUrl: z.string(),
  inventory: z.number().int().nonnegative(),
});

const cartItemSchema = productSnapshotSchema.extend({ quantity: z.number().int().positive() });
export type CartItem = z.infer<typeof cartItemSchema>;

/** What the cart needs to know about a product (a snapshot; the server re-checks price and stock at checkout). */
export type CartProduct = Omit<CartItem, 'quantity'>;

const EMPTY: CartItem[] = [];
const store = createLocalStore<CartItem[]>(CART_STORAGE_KEY, z.array(cartItemSchema), EMPTY);

/** The most of one product a cart line may hold: the stock, and never more than the API accepts per line. */
export function maxQuantity(product: Pick<CartProduct, 'inventory'>): number {
  return Math.max(0, Math.min(product.inventory, LIMITS.quantityMax));
}

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
  const existing = items.find((item) => item.id === product.id);
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
  };
  store.set(
    existing ? items.map((item) => (item.id === product.id ? line : item)) : [...items, line],
  );
  return { status: 'added', added: next - current, capped: next < wanted };
}

/** Sets a line's quantity, kept between 1 and the product's stock. */
export function setCartQuantity(productId: number, quantity: number): void {
  if (!Number.isFinite(quantity)) return;
  store.set(
    store.get().map((item) =>
      item.id === productId
        ? {
            ...item,
            quantity: Math.max(1, Math.min(Math.floor(quantity), Math.max(1, maxQuantity(item)))),
          }
        : item,
    ),
  );
}

export function removeFromCart(productId: number): void {
  store.set(store.get().filter((item) => item.id !== productId));
}

export function clearCart(): void {
  store.set(EMPTY);
}

/** Something the server's latest word on a product changed in a cart line. */
export type CartChange =
  | { kind: 'price'; name: string; from: number; to: number }
  | { kind: 'quantity'; name: string; quantity: number }
  | { kind: 'sold_out'; name: string }
  | { kind: 'gone'; name: string };

/**
 * The cart brought up to date with its products as the server has them now (`null`: the product is gone):
 * new price, name, picture and stock, quantities lowered to the stock, sold-out and gone lines removed.
 * Lines without news in `latest` stay as they are.
 */
export function reconcileCart(
  items: ReadonlyArray<CartItem>,
  latest: ReadonlyMap<number, CartProduct | null>,
): { items: CartItem[]; changes: CartChange[] } {
  const next: CartItem[] = [];
  const changes: CartChange[] = [];
  for (const item of items) {
    const product = latest.get(item.id);
    if (product === undefined) {
      next.push(item);
      continue;
    }
    if (product === null) {
      changes.push({ kind: 'gone', name: item.name });
      continue;
    }
    const { name, price, imageUrl, inventory } = product;
    const max = maxQuantity(product);
    if (max === 0) {
      changes.push({ kind: 'sold_out', name });
      continue;
    }
    if (toCents(price) !== toCents(item.price))
      changes.push({ kind: 'price', name, from: item.price, to: price });
    if (item.quantity > max) changes.push({ kind: 'quantity', name, quantity: max });
    next.push({
      id: item.id,
      name,
      price,
      imageUrl,
      inventory,
      quantity: Math.min(item.quantity, max),
    });
  }
  return { items: next, changes };
}

/** Applies the server's latest word on the cart's products to the stored cart; returns what changed. */
export function updateCartProducts(latest: ReadonlyMap<number, CartProduct | null>): CartChange[] {
  const { items, changes } = reconcileCart(store.get(), latest);
  store.set(items);
  return changes;
}

/** Item count = sum of quantities. */
export function cartCount(items: ReadonlyArray<CartItem>): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Sum of price x quantity, in integer cents. */
export function cartSubtotalCents(items: ReadonlyArray<CartItem>): number {
  return subtotalCents(items);
}

export function cartSubtotal(items: ReadonlyArray<CartItem>): number {
  return fromCents(cartSubtotalCents(items));
}

export function useCart(): CartItem[] {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Adds to the cart and tells the shopper what happened. */
export function addToCartWithToast(product: CartProduct, quantity = 1): AddToCartResult {
  const result = addToCart(product, quantity);
  switch (result.status) {
    case 'added':
      toast.success('Product added to cart!');
      if (result.capped) toast.info(`Only ${maxQuantity(product)} of this product can be ordered.`);
      break;
    case 'out_of_stock':
      toast.error('This product is out of stock.');
      break;
    case 'at_limit':
      toast.info(`Your cart already holds the maximum available (${result.max}).`);
      break;
    case 'cart_full':
      toast.error(`Your cart can hold at most ${LIMITS.cartLinesMax} different products.`);
      break;
  }
  return result;
}
