import { useSyncExternalStore } from 'react';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { LIMITS } from '@mavazi/shared/constants';
import { fromCents, subtotalCents } from '@mavazi/shared/money';
import { createLocalStore } from './local-store';

export const CART_STORAGE_KEY = 'mavazi_cart';

const cartItemSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  price: z.number().nonnegative(),
  imageUrl: z.string(),
  inventory: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
  // The size bought (price and stock are then the size's); carts saved before sizes had none.
  variantId: z.number().int().positive().nullable().default(null),
  size: z.string().nullable().default(null),
  colour: z.string().nullable().default(null),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** What the cart needs to know about a product (a snapshot; the server re-checks price and stock at checkout). */
export type CartProduct = Omit<CartItem, 'quantity' | 'variantId' | 'size' | 'colour'> &
  Partial<Pick<CartItem, 'variantId' | 'size' | 'colour'>>;

/** A cart line is one product in one size: the same product in two sizes is two lines. */
export type CartLineRef = Pick<CartProduct, 'id' | 'variantId'>;

function sameLine(a: CartLineRef, b: CartLineRef): boolean {
  return a.id === b.id && (a.variantId ?? null) === (b.variantId ?? null);
}

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
