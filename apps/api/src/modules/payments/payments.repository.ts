import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { PaymentRow, PaymentsTable } from '../../db/schema';

export function insertPayment(
  db: Executor,
  values: Insertable<PaymentsTable>,
): Promise<PaymentRow> {
  return db.insertInto('payments').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Stores Daraja's ids once it accepted the STK Push. */
export async function recordStkAccepted(
  db: Executor,
  id: number,
  ids: { merchant_request_id: string; checkout_request_id: string },
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ ...ids, updated_at: nowIso })
    .where('id', '=', id)
    .execute();
}

export function findPaymentByCheckoutId(
  db: Executor,
  checkoutRequestId: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('checkout_request_id', '=', checkoutRequestId)
    .executeTakeFirst();
}

export interface Settlement {
  status: 'Paid' | 'Failed';
  result_code: number | null;
  result_desc: string;
  mpesa_receipt: string | null;
}

/**
 * Settles a payment that is still Pending; undefined when it is not (a repeated callback, or a
 * callback and a query racing): whoever changes the row settles the payment, exactly once.
 */
export function settlePaymentIfPending(
  db: Executor,
  id: number,
  settlement: Settlement,
  nowIso: string,
): Promise<PaymentRow | undefined> {
  return db
    .updateTable('payments')
    .set({ ...settlement, settled_at: nowIso, updated_at: nowIso })
    .where('id', '=', id)
    .where('status', '=', 'Pending')
    .returningAll()
    .executeTakeFirst();
}

/** Pending payments whose next check is due, oldest first. */
export function findDuePayments(
  db: Executor,
  nowIso: string,
  limit: number,
): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'Pending')
    .where('query_after', '<=', nowIso)
    .orderBy('query_after')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes a due payment for checking by moving its next check to `nextQueryIso`; false when another
 * process took it first (it moved query_after, or settled it).
 */
export async function leasePayment(
  db: Executor,
  row: PaymentRow,
  nextQueryIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set((eb) => ({ query_after: nextQueryIso, query_attempts: eb('query_attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('status', '=', 'Pending')
    .where('query_after', '=', row.query_after)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the order has a prompt still waiting for an answer, requested after `sinceIso`. */
export async function hasPendingPayment(
  db: Executor,
  orderId: number,
  sinceIso: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '=', 'Pending')
    .where('created_at', '>', sinceIso)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function findPaymentsOfOrder(db: Executor, orderId: number): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}
