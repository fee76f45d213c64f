import {
  expressionBuilder,
  type Expression,
  type Insertable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { Executor } from '../../db/database';
import type {
  Database,
  OrderPaymentRow,
  OrderPaymentsTable,
  OrderRow,
  OrderWithPaymentRow,
} from '../../db/schema';

/** An order's payment (decision 045): one row per order, written with the order in its transaction. */
export function insertOrderPayment(
  db: Executor,
  values: Insertable<OrderPaymentsTable>,
): Promise<OrderPaymentRow> {
  return db.insertInto('order_payments').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findOrderPayment(
  db: Executor,
  orderId: number,
): Promise<OrderPaymentRow | undefined> {
  return db
    .selectFrom('order_payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/** The payments of many orders, read in chunks so long lists stay under the drivers' parameter limits. */
export async function findOrderPayments(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, OrderPaymentRow>> {
  const ids = [...new Set(orderIds)];
  const byOrder = new Map<number, OrderPaymentRow>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('order_payments')
      .selectAll()
      .where('order_id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows) byOrder.set(row.order_id, row);
  }
  return byOrder;
}

export function orderWithPayment(
  order: OrderRow,
  payment: OrderPaymentRow | undefined,
): OrderWithPaymentRow {
  if (!payment) throw new Error(`Order ${order.id} has no payment row`);
  const { order_id: _orderId, ...rest } = payment;
  return { ...order, ...rest };
}

/** The orders with their payments, in one query for the whole list. */
export async function withPayments(
  db: Executor,
  orders: readonly OrderRow[],
): Promise<OrderWithPaymentRow[]> {
  if (orders.length === 0) return [];
  const payments = await findOrderPayments(
    db,
    orders.map((o) => o.id),
  );
  return orders.map((o) => orderWithPayment(o, payments.get(o.id)));
}

export async function withPayment(db: Executor, order: OrderRow): Promise<OrderWithPaymentRow> {
  return orderWithPayment(order, await findOrderPayment(db, order.id));
}

/** withPayment for an order that may be missing. */
export async function withPaymentIfAny(
  db: Executor,
  order: OrderRow | undefined,
): Promise<OrderWithPaymentRow | undefined> {
  return order && withPayment(db, order);
}

export type OrderPaymentChanges = Omit<Updateable<OrderPaymentsTable>, 'order_id'>;

/**
 * Changes the order's payment only while its status is one of `from` (a concurrent settlement or
 * change makes this undefined, so each change happens once).
 */
export function updateOrderPaymentIf(
  db: Executor,
  orderId: number,
  from: readonly string[],
  changes: OrderPaymentChanges,
): Promise<OrderPaymentRow | undefined> {
  return db
    .updateTable('order_payments')
    .set(changes)
    .where('order_id', '=', orderId)
    .where('payment_status', 'in', [...from])
    .returningAll()
    .executeTakeFirst();
}

/**
 * Stamps when the shopper asked for a new M-Pesa prompt unless one was asked for after
 * notBeforeIso; false when rate limited. One conditional update, so it holds across processes.
 */
export async function claimPayRequest(
  db: Executor,
  orderId: number,
  nowIso: string,
  notBeforeIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('order_payments')
    .set({ pay_requested_at: nowIso })
    .where('order_id', '=', orderId)
    .where((eb) =>
      eb.or([eb('pay_requested_at', 'is', null), eb('pay_requested_at', '<=', notBeforeIso)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Stamps when the order was first paid (with its invoice number). */
export async function setPaidAt(db: Executor, orderId: number, paidAtIso: string): Promise<void> {
  await db
    .updateTable('order_payments')
    .set({ paid_at: paidAtIso })
    .where('order_id', '=', orderId)
    .execute();
}

/** Erasure: the M-Pesa numbers of these orders' payments. */
export async function eraseOrderPaymentPhones(
  db: Executor,
  orderIds: readonly number[],
): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .updateTable('order_payments')
    .set({ mpesa_phone: null })
    .where('order_id', 'in', [...orderIds])
    .where('mpesa_phone', 'is not', null)
    .execute();
}

/** What an order's payment may be asked to be, in SQL over `orders`. */
export interface PaymentCondition {
  status?: string;
  statusIn?: readonly string[];
  statusNot?: string;
  method?: string;
  receipt?: string;
}

/**
 * `orders` rows whose payment matches: a correlated `exists` on the payment's key, for the orders
 * repository's filters and counts (it receives the expression and never names the table).
 */
export function orderPaymentMatches(condition: PaymentCondition): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'orders'>();
  let q = eb
    .selectFrom('order_payments')
    .select('order_payments.order_id')
    .whereRef('order_payments.order_id', '=', 'orders.id');
  if (condition.status !== undefined)
    q = q.where('order_payments.payment_status', '=', condition.status);
  if (condition.statusIn !== undefined)
    q = q.where('order_payments.payment_status', 'in', [...condition.statusIn]);
  if (condition.statusNot !== undefined)
    q = q.where('order_payments.payment_status', '!=', condition.statusNot);
  if (condition.method !== undefined)
    q = q.where('order_payments.payment_method', '=', condition.method);
  if (condition.receipt !== undefined)
    q = q.where('order_payments.mpesa_receipt', '=', condition.receipt);
  return eb.exists(q);
}

/** Order payments per method and status, for the metrics. */
export async function countOrderPaymentsByState(
  db: Executor,
): Promise<Array<{ payment_method: string; payment_status: string; n: number }>> {
  const rows = await db
    .selectFrom('order_payments')
    .select((eb) => ['payment_method', 'payment_status', eb.fn.countAll<number | string>().as('n')])
    .groupBy(['payment_method', 'payment_status'])
    .execute();
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

/** Payments received in [fromIso, toIso): Paid, by the time they were paid (the money reports). */
export function findPaidBetween(
  db: Executor,
  fromIso: string,
  toIso: string,
): Promise<Array<Pick<OrderPaymentRow, 'order_id' | 'paid_at' | 'payment_method'>>> {
  return db
    .selectFrom('order_payments')
    .select(['order_id', 'paid_at', 'payment_method'])
    .where('payment_status', '=', 'Paid')
    .where('paid_at', '>=', fromIso)
    .where('paid_at', '<', toIso)
    .orderBy('paid_at')
    .orderBy('order_id')
    .execute();
}
