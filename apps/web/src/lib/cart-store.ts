import { i18n } from './i18n';
import { createElement, useSyncExternalStore } from 'react';
import { toast } from './toast';
import type { ProductImage, ProductVariant } from '@mavazi/shared/catalog.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import { fromCents, subtotalCents, toCents } from '@mavazi/shared/money';
import { AddedToCartToast } from '../components/added-to-cart-toast';
import { createLocalStore, listOf, storedValue } from './local-store';

export const CART_STORAGE_KEY = 'mavazi_cart';

/** What the cart and the wishlist keep of a product: a snapshot the server re-checks at checkout. */
export interface ProductSnapshot {
  id: number;
  name: string;
  price: number;
  imageUrl: string;
  inventory: number;
}

export interface CartItem extends ProductSnapshot {
  quantity: number;
  /** The size bought (price and stock are then the size's); carts saved before sizes had none. */
  variantId: number | null;
  size: string | null;
  colour: string | null;
}

function isWhole(value: unknown, min: number): value is number {
  return Number.isSafeInteger(value) && (value as number) >= min;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalText(value: unknown): string | null | undefined {
  return value === undefined || value === null
    ? null
    : typeof value === 'string'
      ? value
      : undefined;
}

/**
 * A product snapshot read back from localStorage, or undefined when it was tampered with. Hand-written
 * rather than a zod schema so that the shop's first page, which shows the cart count, loads no zod.
 */
export function readProductSnapshot(value: unknown): ProductSnapshot | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, price, imageUrl, inventory } = value;
  if (!isWhole(id, 1) || typeof name !== 'string' || typeof imageUrl !== 'string') return undefined;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return undefined;
  if (!isWhole(inventory, 0)) return undefined;
  return { id, name, price, imageUrl, inventory };
}

function readCartItem(value: unknown): CartItem | undefined {
  const snapshot = readProductSnapshot(value);
  if (!snapshot || !isRecord(value) || !isWhole(value.quantity, 1)) return undefined;
  const variantId = value.variantId ?? null;
  const size = optionalText(value.size);
  const colour = optionalText(value.colour);
  if ((variantId !== null && !isWhole(variantId, 1)) || size === undefined || colour === undefined)
    return undefined;
  return { ...snapshot, quantity: value.quantity, variantId, size, colour };
}

/** What the cart needs to know about a product (a snapshot; the server re-checks price and stock at checkout). */
export type CartProduct = Omit<CartItem, 'quantity' | 'variantId' | 'size' | 'colour'> &
  Partial<Pick<CartItem, 'variantId' | 'size' | 'colour'>>;

/** A cart line is one product in one size: the same product in two sizes is two lines. */
export type CartLineRef = Pick<CartProduct, 'id' | 'variantId'>;

function sameLine(a: CartLineRef, b: CartLineRef): boolean {
  return a.id === b.id && (a.variantId ?? null) === (b.variantId ?? null);
}

const EMPTY: CartItem[] = [];
const store = createLocalStore<CartItem[]>(
  CART_STORAGE_KEY,
  storedValue(listOf(readCartItem)),
  EMPTY,
);

/** The most of one product a cart line may hold: the stock, and never more than the API accepts per line. */
export function maxQuantity(product: Pick<CartProduct, 'inventory'>): number {
  return Math.max(0, Math.min(product.inventory, LIMITS.quantityMax));
}

export function getCartItems(): CartItem[] {
  return store.get();
}

/** Calls `listener` after every change of the cart, in this tab or another. */
export function subscribeToCart(listener: () => void): () => void {
  return store.subscribe(listener);
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

/** Something the server's latest word on a product changed in a cart line. */
export type CartChange =
  | { kind: 'price'; name: string; from: number; to: number }
  | { kind: 'quantity'; name: string; quantity: number }
  | { kind: 'sold_out'; name: string }
  | { kind: 'gone'; name: string }
  | { kind: 'needs_size'; name: string };

/** A product as the server has it now, with its sizes when it has any (the product page's answer). */
export type LatestProduct = CartProduct & {
  variants?: ReadonlyArray<Pick<ProductVariant, 'id' | 'size' | 'colour' | 'inventory' | 'price'>>;
  images?: ReadonlyArray<Pick<ProductImage, 'url' | 'colour'>>;
};

const sameColour = (a: string | null, b: string | null) =>
  (a ?? '').trim().replace(/\s+/g, ' ').toLowerCase() ===
  (b ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** A line's picture: its colour's first photo, else the product's. */
function pictureOf(product: LatestProduct, colour: string | null): string {
  const own = colour
    ? product.images?.find((i) => i.colour && sameColour(i.colour, colour))
    : undefined;
  return own?.url ?? product.imageUrl;
}

/** "Kitenge Dress (M, Red)": a line's name in messages. */
function lineName(item: Pick<CartItem, 'name' | 'size' | 'colour'>): string {
  const chosen = [item.size, item.colour].filter(Boolean).join(', ');
  return chosen ? `${item.name} (${chosen})` : item.name;
}

/** What a cart line is now: the product, or the product in the line's size at that size's price and stock. */
function currentLine(
  product: LatestProduct,
  item: CartItem,
): CartProduct | 'size_gone' | 'needs_size' {
  const variants = product.variants ?? [];
  if (item.variantId === null) return variants.length > 0 ? 'needs_size' : product;
  const variant = variants.find((v) => v.id === item.variantId);
  if (!variant) return 'size_gone';
  return {
    ...product,
    imageUrl: pictureOf(product, variant.colour),
    price: variant.price ?? product.price,
    inventory: variant.inventory,
    variantId: variant.id,
    size: variant.size,
    colour: variant.colour,
  };
}

/**
 * The cart brought up to date with its products as the server has them now (`null`: the product is gone):
 * new price, name, picture and stock, quantities lowered to the stock, sold-out and gone lines removed.
 * Lines without news in `latest` stay as they are.
 */
export function reconcileCart(
  items: ReadonlyArray<CartItem>,
  latest: ReadonlyMap<number, LatestProduct | null>,
): { items: CartItem[]; changes: CartChange[] } {
  const next: CartItem[] = [];
  const changes: CartChange[] = [];
  for (const item of items) {
    const product = latest.get(item.id);
    if (product === undefined) {
      next.push(item);
      continue;
    }
    const line = product === null ? 'size_gone' : currentLine(product, item);
    if (line === 'size_gone' || line === 'needs_size') {
      changes.push({ kind: line === 'needs_size' ? line : 'gone', name: lineName(item) });
      continue;
    }
    const { price, imageUrl, inventory } = line;
    const name = lineName({ ...item, name: line.name });
    const max = maxQuantity(line);
    if (max === 0) {
      changes.push({ kind: 'sold_out', name });
      continue;
    }
    if (toCents(price) !== toCents(item.price))
      changes.push({ kind: 'price', name, from: item.price, to: price });
    if (item.quantity > max) changes.push({ kind: 'quantity', name, quantity: max });
    next.push({
      ...item,
      name: line.name,
      price,
      imageUrl,
      inventory,
      quantity: Math.min(item.quantity, max),
    });
  }
  return { items: next, changes };
}

/** Applies the server's latest word on the cart's products to the stored cart; returns what changed. */
export function updateCartProducts(
  latest: ReadonlyMap<number, LatestProduct | null>,
): CartChange[] {
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

// The server renders an empty list; the browser hydrates that, then shows what it holds.
const serverSnapshot = () => EMPTY;

export function useCart(): CartItem[] {
  return useSyncExternalStore(store.subscribe, store.get, serverSnapshot);
}

/** Adds to the cart and tells the shopper what happened. */
export function addToCartWithToast(product: CartProduct, quantity = 1): AddToCartResult {
  const result = addToCart(product, quantity);
  switch (result.status) {
    case 'added':
      toast.success(createElement(AddedToCartToast));
      if (result.capped) toast.info(i18n.t('toast.capped', { max: maxQuantity(product) }));
      break;
    case 'out_of_stock':
      toast.error(i18n.t('toast.outOfStock'));
      break;
    case 'at_limit':
      toast.info(i18n.t('toast.atMax', { max: result.max }));
      break;
    case 'cart_full':
      toast.error(i18n.t('toast.tooManyLines', { max: LIMITS.cartLinesMax }));
      break;
  }
  return result;
}
