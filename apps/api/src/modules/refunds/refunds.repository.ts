import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { RefundRow, RefundsTable } from '../../db/schema';

export function insertRefund(db: Executor, values: Insertable<RefundsTable>): Promise<RefundRow> {
  return db.insertInto('refunds').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findRefundById(db: Executor, id: number): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findRefundByIdempotencyKey(
  db: Executor,
  orderId: number,
  key: string,
): Promise<RefundRow | undefined> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** A refund naming this return that did not fail: a return is refunded once. */
export function findLiveRefundOfReturn(
  db: Executor,
  returnId: number,
): Promise<RefundRow | undefined> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('return_id', '=', returnId)
    .where('status', '!=', 'Failed')
    .executeTakeFirst();
}

/** B2C results name our OriginatorConversationID (and Daraja's ConversationID). */
export function findRefundByConversation(
  db: Executor,
  originatorConversationId: string,
  conversationId: string,
): Promise<RefundRow | undefined> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('originator_conversation_id', '=', originatorConversationId || '\u0000'),
        eb('conversation_id', '=', conversationId || '\u0000'),
      ]),
    )
    .executeTakeFirst();
}

export function listRefundsOfOrder(db: Executor, orderId: number): Promise<RefundRow[]> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .execute();
}

/** Every refund of these orders, oldest first (the customer's export). */
export function findRefundsOfOrders(
  db: Executor,
  orderIds: readonly number[],
): Promise<RefundRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('id')
    .execute();
}

/** Erasure: refunds keep amount, receipt and result but forget the M-Pesa phone they went to. */
export async function eraseRefundPhones(db: Executor, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .updateTable('refunds')
    .set({ phone: null })
    .where('order_id', 'in', [...orderIds])
    .where('phone', 'is not', null)
    .execute();
}

export async function listRefunds(
  db: Executor,
  filter: { status?: string; pendingBefore?: string },
  page: { limit: number; offset: number },
): Promise<{ items: RefundRow[]; total: number }> {
  let query = db.selectFrom('refunds');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.pendingBefore)
    query = query
      .where('status', '=', 'Pending')
      .where('method', '=', 'mpesa')
      .where('created_at', '<', filter.pendingBefore);
  const [items, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}

/** What the order's refunds that did not fail add up to (Pending ones may still pay out). */
export async function sumLiveRefunds(db: Executor, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_cents'), eb.lit(0)).as('n'))
    .where('order_id', '=', orderId)
    .where('status', '!=', 'Failed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Changes a refund only while it is Pending: a result delivered twice (or by two processes) settles once. */
export function updateRefundIfPending(
  db: Executor,
  id: number,
  changes: Updateable<RefundsTable>,
): Promise<RefundRow | undefined> {
  return db
    .updateTable('refunds')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', 'Pending')
    .returningAll()
    .executeTakeFirst();
}

/**
 * The next credit note number of a year: one statement that creates the year's counter or moves
 * it on; the row stays locked until the caller's transaction ends, so the numbers have no gaps.
 */
export async function takeCreditNoteNumber(db: Executor, year: number): Promise<number> {
  const row = await db
    .insertInto('credit_note_counters')
    .values({ year, last_number: 1 })
    .onConflict((oc) =>
      oc
        .column('year')
        .doUpdateSet((eb) => ({ last_number: eb('credit_note_counters.last_number', '+', 1) })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

/** A refund paid out, as the reports take it: by the day it completed. */
export interface CompletedRefund {
  order_id: number;
  amount_cents: number;
  completed_at: string;
}

/** Refunds completed in [fromIso, toIso). */
export function refundsCompletedBetween(
  db: Executor,
  fromIso: string,
  toIso: string,
): Promise<CompletedRefund[]> {
  return db
    .selectFrom('refunds')
    .select(['order_id', 'amount_cents', 'completed_at'])
    .where('status', '=', 'Completed')
    .where('completed_at', '>=', fromIso)
    .where('completed_at', '<', toIso)
    .orderBy('completed_at')
    .orderBy('id')
    .execute() as Promise<CompletedRefund[]>;
}

export async function setCreditNoteNumber(db: Executor, id: number, number: string): Promise<void> {
  await db
    .updateTable('refunds')
    .set({ credit_note_number: number })
    .where('id', '=', id)
    .execute();
}
