import { formatKsh } from '@mavazi/shared/money';
import { isApiError } from './api-client';
import { i18n } from './i18n';
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
      return i18n.t('changes:price', {
        name: change.name,
        to: formatKsh(change.to),
        from: formatKsh(change.from),
      });
    case 'quantity':
      return i18n.t('changes:quantity', { count: change.quantity, name: change.name });
    case 'sold_out':
      return i18n.t('changes:soldOut', { name: change.name });
    case 'gone':
      return i18n.t('changes:gone', { name: change.name });
    case 'needs_size':
      return i18n.t('changes:needsSize', { name: change.name });
    case 'unchecked':
      return i18n.t('changes:unchecked', { name: change.name });
  }
}
