import type { CheckoutBody } from '@mavazi/shared/orders.schemas';
import type { UserRow } from '../db/schema';
import { deleteSavedCart } from '../modules/carts/carts.repository';
import { placeOrder, type CheckoutDeps, type CheckoutResult } from './place-order';

/**
 * A signed-in shopper's checkout: the saved cart became this order, so it is cleared in the order's
 * own transaction and can never be reminded about afterwards.
 */
export function placeOrderClearingCart(
  deps: CheckoutDeps,
  user: UserRow,
  body: CheckoutBody,
  idempotencyKey: string | undefined,
): Promise<CheckoutResult> {
  return placeOrder(deps, user, body, idempotencyKey, {
    onPlaced: (trx) => deleteSavedCart(trx, user.id),
  });
}
