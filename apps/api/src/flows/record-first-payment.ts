import type { Executor } from '../db/database';
import type { OrderRow } from '../db/schema';
import { recordOrderPaid } from '../modules/orders/invoice-number.service';
import { setPaidAt } from '../modules/payments/order-payments.repository';

/**
 * An order's first payment: its invoice number (orders) and when it was paid (payments), always
 * together, as the money reports count by paid_at. Undefined when the order was paid before.
 * Last in a transaction: the year's invoice counter stays locked only until the commit.
 */
export async function recordFirstPayment(
  trx: Executor,
  order: Pick<OrderRow, 'id' | 'invoice_number'>,
  paidAtIso: string,
): Promise<OrderRow | undefined> {
  const stamped = await recordOrderPaid(trx, order, paidAtIso);
  if (stamped) await setPaidAt(trx, stamped.id, paidAtIso);
  return stamped;
}
