import type { AdminRefundQuery, Refund } from '@mavazi/shared/returns.schemas';
import type { AppDeps } from '../app-deps';
import { notFound } from '../lib/http-error';
import { findOrderById, findOrderNumbers } from '../modules/orders/orders.repository';
import { ORDER_NOT_FOUND } from '../modules/orders/orders.service';
import { listRefunds, listRefundsOfOrder } from '../modules/refunds/refunds.repository';
import { staleBefore, toRefundDto } from '../modules/refunds/refunds.service';

/** GET /admin/orders/{id}/refunds: newest first. */
export async function listOrderRefunds(
  { db }: Pick<AppDeps, 'db'>,
  orderId: number,
): Promise<Refund[]> {
  const order = await findOrderById(db, orderId);
  if (!order) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
  const now = new Date();
  return (await listRefundsOfOrder(db, order.id)).map((r) =>
    toRefundDto(r, order.order_number, now),
  );
}

/**
 * GET /admin/refunds: every order's refunds, newest first; `stale=true` is the follow-up list of
 * M-Pesa refunds Pending for longer than REFUND_STALE_MINUTES (no result came).
 */
export async function listRefundsForAdmin(
  { db }: Pick<AppDeps, 'db'>,
  query: AdminRefundQuery,
): Promise<{ items: Refund[]; total: number }> {
  const now = new Date();
  const page = await listRefunds(
    db,
    { status: query.status, pendingBefore: query.stale ? staleBefore(now) : undefined },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  const numbers = await findOrderNumbers(
    db,
    page.items.map((r) => r.order_id),
  );
  return {
    items: page.items.map((r) => toRefundDto(r, numbers.get(r.order_id) ?? '', now)),
    total: page.total,
  };
}
