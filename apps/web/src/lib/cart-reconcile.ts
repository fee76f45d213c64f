import type { ProductImage, ProductVariant } from '@mavazi/shared/catalog.schemas';
import { toCents } from '@mavazi/shared/money';
import { cartLineOf, maxQuantity, type CartItem, type CartProduct } from './cart-item';

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
  return cartLineOf(product, variant, pictureOf(product, variant.colour));
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
