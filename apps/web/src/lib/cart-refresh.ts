import { formatKsh } from '@mavazi/shared/money';
import { isApiError } from './api-client';
import type { CartChange, LatestProduct } from './cart-reconcile';
import { getCartItems, updateCartProducts } from './cart-store';

/** A line the refresh could not check (the server did not answer for it): it stays as it was. */
export type CartRefreshChange = CartChange | { kind: 'unchecked'; name: string };

/**
 * Reads every cart line's product again with `load` (the catalog's product fetcher) and brings the cart up to
 * date: a 404 means the product is gone. Returns what changed, in cart order.
 */
export async function refreshCart(
  load: (productId: number) => Promise<LatestProduct>,
): Promise<CartRefreshChange[]> {
  const items = getCartItems();
  const answers = await Promise.all(
    items.map(async (item): Promise<LatestProduct | null | undefined> => {
      try {
        return await load(item.id);
      } catch (err) {
        return isApiError(err) && err.status === 404 ? null : undefined;
      }
    }),
  );
  const latest = new Map<number, LatestProduct | null>();
  const unchecked: CartRefreshChange[] = [];
  items.forEach((item, i) => {
    const answer = answers[i];
    if (answer === undefined) unchecked.push({ kind: 'unchecked', name: item.name });
    else latest.set(item.id, answer);
  });
  return [...updateCartProducts(latest), ...unchecked];
}

/** One line of the checkout's notice about a change. */
export function describeCartChange(change: CartRefreshChange): string {
  switch (change.kind) {
    case 'price':
      return `${change.name} now costs ${formatKsh(change.to)} (was ${formatKsh(change.from)})`;
    case 'quantity':
      return `Only ${change.quantity} of ${change.name} ${change.quantity === 1 ? 'is' : 'are'} left: quantity lowered to ${change.quantity}`;
    case 'sold_out':
      return `${change.name} is sold out and was removed`;
    case 'gone':
      return `${change.name} is no longer sold and was removed`;
    case 'needs_size':
      return `${change.name} now comes in sizes and was removed: choose a size on its page`;
    case 'unchecked':
      return `${change.name} could not be checked: its price and stock may be out of date`;
  }
}
