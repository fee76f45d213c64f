import type { ProductVariant } from '@mavazi/shared/catalog.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import { isRecord } from './local-store';

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

export function readCartItem(value: unknown): CartItem | undefined {
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

/**
 * A product as a cart line: in the chosen size at that size's price and stock when there is one,
 * with the picture the line shows (the chosen colour's photo).
 */
export function cartLineOf(
  product: CartProduct,
  variant: Pick<ProductVariant, 'id' | 'size' | 'colour' | 'inventory' | 'price'> | undefined,
  imageUrl: string = product.imageUrl,
): CartProduct {
  if (!variant) return { ...product, imageUrl };
  return {
    ...product,
    imageUrl,
    price: variant.price ?? product.price,
    inventory: variant.inventory,
    variantId: variant.id,
    size: variant.size,
    colour: variant.colour,
  };
}

/** A cart line is one product in one size: the same product in two sizes is two lines. */
export type CartLineRef = Pick<CartProduct, 'id' | 'variantId'>;

export function sameLine(a: CartLineRef, b: CartLineRef): boolean {
  return a.id === b.id && (a.variantId ?? null) === (b.variantId ?? null);
}

/** The most of one product a cart line may hold: the stock, and never more than the API accepts per line. */
export function maxQuantity(product: Pick<CartProduct, 'inventory'>): number {
  return Math.max(0, Math.min(product.inventory, LIMITS.quantityMax));
}
