import type { Return } from '@mavazi/shared/returns.schemas';
import type { AppDeps } from '../app-deps';
import { notFound } from '../lib/http-error';
import { findOrderByRef, ORDER_NOT_FOUND } from '../modules/orders/orders.service';
import { listReturnsOfOrder } from '../modules/returns/returns.repository';
import { loadReturns } from '../modules/returns/returns.service';

/** Who reads: the user, and whether they are staff allowed to read every shopper's returns. */
export interface ReturnViewer {
  userId: number;
  staff: boolean;
}

/** GET /orders/{id}/returns: the order's returns, newest first, for its owner or staff; others get 404. */
export async function listOrderReturns(
  { db }: Pick<AppDeps, 'db'>,
  viewer: ReturnViewer,
  orderRef: string,
): Promise<Return[]> {
  const order = await findOrderByRef(db, orderRef);
  if (!order || (!viewer.staff && order.user_id !== viewer.userId))
    throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
  return loadReturns(db, await listReturnsOfOrder(db, order.id));
}
