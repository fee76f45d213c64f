import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { MpesaUnmatchedPaymentsTable, PaymentRow, PaymentsTable } from '../../db/schema';

/** result_desc of a prompt Daraja never answered (decision 023): its outcome is unknown, not failed. */
export const NO_ANSWER_DESC = 'No answer to the STK Push request';

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
 * Settles a payment that is still Pending, or whose prompt Daraja never answered (its outcome was
 * unknown); undefined when it is neither (a repeated callback, or a callback and a query racing):
 * whoever changes the row settles the payment, exactly once.
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
    .where((eb) =>
      eb.or([
        eb('status', '=', 'Pending'),
        eb.and([eb('status', '=', 'Failed'), eb('result_desc', '=', NO_ANSWER_DESC)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

/**
 * The prompt a callback with a CheckoutRequestID we never learned belongs to: one to that phone for
 * exactly that amount whose answer from Daraja never came, newest first.
 */
export function findUnansweredPayment(
  db: Executor,
  phone: string,
  amountCents: number,
  sinceIso: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('phone', '=', phone)
    .where('amount_cents', '=', amountCents)
    .where('created_at', '>', sinceIso)
    .where('checkout_request_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'Pending'),
        eb.and([eb('status', '=', 'Failed'), eb('result_desc', '=', NO_ANSWER_DESC)]),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Gives an unanswered prompt the ids its callback named; false when another callback took it. */
export async function claimUnansweredPayment(
  db: Executor,
  id: number,
  ids: { merchant_request_id: string; checkout_request_id: string },
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ ...ids, updated_at: nowIso })
    .where('id', '=', id)
    .where('checkout_request_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps a payment nobody's prompt matched; false when that callback was kept already (a repeat). */
export async function insertUnmatchedPayment(
  db: Executor,
  values: Insertable<MpesaUnmatchedPaymentsTable>,
): Promise<boolean> {
  const result = await db
    .insertInto('mpesa_unmatched_payments')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export function listUnmatchedPayments(db: Executor, page: { limit: number; offset: number }) {
  return db
    .selectFrom('mpesa_unmatched_payments')
    .selectAll()
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countUnmatchedPayments(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('mpesa_unmatched_payments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
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

/**
 * Whether the order has a prompt still waiting for an answer, requested after `sinceIso` (and, when
 * given, no later than `untilIso`).
 */
export async function hasPendingPayment(
  db: Executor,
  orderId: number,
  sinceIso: string,
  untilIso?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('payments')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '=', 'Pending')
    .where('created_at', '>', sinceIso);
  if (untilIso) query = query.where('created_at', '<=', untilIso);
  const row = await query.limit(1).executeTakeFirst();
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

/** The payments of these orders (the data export). */
export function findPaymentsOfOrders(
  db: Executor,
  orderIds: readonly number[],
): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('id')
    .execute();
}

/** Erasure: payments keep amount, receipt and result (tax records) and lose the phone number. */
export async function erasePaymentPhones(db: Executor, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .updateTable('payments')
    .set({ phone: '' })
    .where('order_id', 'in', [...orderIds])
    .execute();
}
