import { fromCents, subtotalCents } from '@mavazi/shared/money';
import type { CartItem } from './cart-item';

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
