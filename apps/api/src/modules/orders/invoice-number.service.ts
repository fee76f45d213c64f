import { kenyaDate } from '@mavazi/shared/dates';
import type { Executor } from '../../db/database';
import type { OrderRow } from '../../db/schema';
import { setInvoiceIfNone, takeInvoiceNumber } from './invoices.repository';

/** INV-2026-000001. */
export function formatInvoiceNumber(year: number, n: number): string {
  return `INV-${year}-${String(n).padStart(6, '0')}`;
}

/**
 * Called in the transaction that makes an order Paid (M-Pesa settlement, staff marking it paid):
 * the order gets the next invoice number of the Kenyan year (the flow stamps the payment's `paid_at`
 * with it). An order paid before (paid, refunded, paid again) keeps its first number and time.
 * Answers the stamped order, undefined when it had a number.
 */
export async function recordOrderPaid(
  trx: Executor,
  order: Pick<OrderRow, 'id' | 'invoice_number'>,
  paidAtIso: string,
): Promise<OrderRow | undefined> {
  if (order.invoice_number !== null) return undefined;
  const year = Number(kenyaDate(Date.parse(paidAtIso)).slice(0, 4));
  const n = await takeInvoiceNumber(trx, year);
  const stamped = await setInvoiceIfNone(trx, order.id, formatInvoiceNumber(year, n));
  if (!stamped) throw new Error(`Order ${order.id} got an invoice number meanwhile`);
  return stamped;
}
