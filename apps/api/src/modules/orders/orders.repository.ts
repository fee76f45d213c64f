import {
  sql,
  type Expression,
  type Insertable,
  type SqlBool,
  type Selectable,
  type SelectQueryBuilder,
  type Updateable,
} from 'kysely';
import type { DialectName, Executor } from '../../db/database';
import type {
  Database,
  OrderItemRow,
  OrderItemsTable,
  OrderRow,
  OrdersTable,
  OrderStatusHistoryTable,
} from '../../db/schema';

export type OrderStatusHistoryRow = Selectable<OrderStatusHistoryTable>;

export function findOrderById(db: Executor, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Order numbers by id, for showing the orders other modules link to. */
export async function findOrderNumbers(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'order_number'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.order_number]));
}

export function findOrderByNumber(
  db: Executor,
  orderNumber: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
}

export function findOrderByIdempotencyKey(
  db: Executor,
  userId: number,
  key: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export interface Page {
  limit: number;
  offset: number;
}

/** Newest first. */
export function listOrdersOfUser(db: Executor, userId: number, page: Page): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countOrdersOfUser(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Orders placed and not yet paid that still hold stock (not dispatched, not cancelled); `unpaid`
 * is the payments' condition (decision 045).
 */
export async function countOpenUnpaidOrders(
  db: Executor,
  userId: number,
  unpaid: Expression<SqlBool>,
): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', 'in', ['Pending', 'Confirmed'])
    .where(unpaid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How often a shopper redeemed a promotion in orders that were not cancelled. */
export async function countPromotionUsesOfUser(
  db: Executor,
  userId: number,
  promotionId: number,
): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('promotion_id', '=', promotionId)
    .where('status', '!=', 'Cancelled')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the shopper has a Delivered order holding the product (a verified purchase). */
export async function hasDeliveredOrderWith(
  db: Executor,
  userId: number,
  productId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select('order_items.id')
    .where('orders.user_id', '=', userId)
    .where('orders.status', '=', 'Delivered')
    .where('order_items.product_id', '=', productId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of these variants past orders name (those are hidden, never deleted). */
export async function findOrderedVariantIds(
  db: Executor,
  variantIds: readonly number[],
): Promise<Set<number>> {
  if (variantIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('order_items')
    .select('variant_id')
    .distinct()
    .where('variant_id', 'in', [...variantIds])
    .execute();
  return new Set(rows.flatMap((r) => (r.variant_id === null ? [] : [r.variant_id])));
}

/** What the admin's order list may be narrowed to; `search` matches the number or the given customers. */
export interface AdminOrderFilter {
  status?: string;
  /** The payment's status and method, as the payments' condition (decision 045). */
  payment?: Expression<SqlBool>;
  /** Matches part of the order number, the M-Pesa receipt exactly (the payments' condition), or the given customers. */
  search?: {
    numberPattern: string;
    receipt: Expression<SqlBool>;
    userIds: readonly number[];
  };
  /** Placed at or after / before these instants. */
  placedFrom?: string;
  placedBefore?: string;
  county?: string;
}

function filterOrders<O>(
  query: SelectQueryBuilder<Database, 'orders', O>,
  filter: AdminOrderFilter,
): SelectQueryBuilder<Database, 'orders', O> {
  let q = query;
  if (filter.status) q = q.where('status', '=', filter.status);
  if (filter.payment) q = q.where(filter.payment);
  if (filter.placedFrom) q = q.where('created_at', '>=', filter.placedFrom);
  if (filter.placedBefore) q = q.where('created_at', '<', filter.placedBefore);
  if (filter.county) q = q.where('delivery_county', '=', filter.county);
  const search = filter.search;
  if (search) {
    q = q.where((eb) =>
      eb.or([
        eb(
          sql<string>`upper(order_number)`,
          'like',
          sql<string>`${search.numberPattern} escape '!'`,
        ),
        search.receipt,
        ...(search.userIds.length > 0 ? [eb('user_id', 'in', [...search.userIds])] : []),
      ]),
    );
  }
  return q;
}

export async function countOrders(db: Executor, filter: AdminOrderFilter = {}): Promise<number> {
  const row = await filterOrders(db.selectFrom('orders'), filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Orders per status, for the metrics. */
export async function countOrdersByStatus(
  db: Executor,
): Promise<Array<{ status: string; n: number }>> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
    .groupBy('status')
    .execute();
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

/** Newest first. */
export function listAllOrders(
  db: Executor,
  page: Page,
  filter: AdminOrderFilter = {},
): Promise<OrderRow[]> {
  return filterOrders(db.selectFrom('orders'), filter)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** The next page of matching orders after the id `beforeId` (newest first): the export's keyset pages. */
export function listOrdersBefore(
  db: Executor,
  filter: AdminOrderFilter,
  beforeId: number | null,
  limit: number,
): Promise<OrderRow[]> {
  let q = filterOrders(db.selectFrom('orders'), filter).selectAll();
  if (beforeId !== null) q = q.where('id', '<', beforeId);
  return q.orderBy('id', 'desc').limit(limit).execute();
}

/** Items of many orders, read in chunks so long lists stay under the drivers' parameter limits. */
export async function findItemsOfOrders(
  db: Executor,
  orderIds: readonly number[],
): Promise<OrderItemRow[]> {
  const rows: OrderItemRow[] = [];
  for (let i = 0; i < orderIds.length; i += 500) {
    const chunk = orderIds.slice(i, i + 500);
    rows.push(
      ...(await db
        .selectFrom('order_items')
        .selectAll()
        .where('order_id', 'in', chunk)
        .orderBy('order_id')
        .orderBy('id')
        .execute()),
    );
  }
  return rows;
}

/** Oldest first. */
export function findStatusHistory(db: Executor, orderId: number): Promise<OrderStatusHistoryRow[]> {
  return db
    .selectFrom('order_status_history')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function insertOrder(db: Executor, values: Insertable<OrdersTable>): Promise<OrderRow> {
  return db.insertInto('orders').values(values).returningAll().executeTakeFirstOrThrow();
}

type NewOrder = Omit<Insertable<OrdersTable>, 'order_number' | 'id'>;
type NewLine = Omit<Insertable<OrderItemsTable>, 'order_id'>;
type NewHistory = Omit<Insertable<OrderStatusHistoryTable>, 'order_id'>;

/**
 * Inserts a placed order, its lines and its first history row. The order's number derives from its id
 * (ORD-000042), taken first: the sequence on PostgreSQL, the next AUTOINCREMENT value on SQLite, whose
 * writer holds the database. On PostgreSQL the three inserts are one statement (each round trip is a
 * checkout's cost there); SQLite has no round trips, so it runs them one after the other.
 */
export async function insertPlacedOrder(
  db: Executor,
  dialect: DialectName,
  values: NewOrder,
  lines: readonly NewLine[],
  history: NewHistory,
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  const next =
    dialect === 'postgres'
      ? sql<number>`nextval(pg_get_serial_sequence('orders', 'id'))::integer`
      : sql<number>`max(coalesce((select seq from sqlite_sequence where name = 'orders'), 0), coalesce((select max(id) from orders), 0)) + 1`;
  const number =
    dialect === 'postgres'
      ? sql<string>`'ORD-' || case when (select n from next_order) < 1000000 then lpad((select n from next_order)::text, 6, '0') else (select n from next_order)::text end`
      : sql<string>`'ORD-' || printf('%06d', (select n from next_order))`;
  const withId = db.with(
    (cte) => cte('next_order').materialized(),
    (qc) => qc.selectNoFrom(next.as('n')),
  );
  const orderId = sql<number>`(select n from next_order)`;
  const order = { ...values, id: orderId, order_number: number };
  if (dialect === 'postgres') {
    // A statement's foreign keys are checked at its end, so the lines may name the order inserted beside them.
    const row = await withId
      .with('placed', (qc) => qc.insertInto('orders').values(order).returningAll())
      .with('lines', (qc) =>
        qc
          .insertInto('order_items')
          .values(lines.map((line) => ({ ...line, order_id: orderId })))
          .returningAll(),
      )
      .with('history', (qc) =>
        qc
          .insertInto('order_status_history')
          .values({ ...history, order_id: orderId })
          .returning('id'),
      )
      .selectFrom('placed')
      .selectAll('placed')
      .select(
        sql<OrderItemRow[]>`(select json_agg(lines order by lines.id) from lines)`.as('lines_json'),
      )
      .executeTakeFirstOrThrow();
    const { lines_json: items, ...placed } = row;
    return { order: placed, items };
  }
  const placed = await withId
    .insertInto('orders')
    .values(order)
    .returningAll()
    .executeTakeFirstOrThrow();
  const items = await insertOrderItems(
    db,
    lines.map((line) => ({ ...line, order_id: placed.id })),
  );
  await insertStatusHistory(db, { ...history, order_id: placed.id });
  return { order: placed, items: items.sort((a, b) => a.id - b.id) };
}

export function setOrderNumber(db: Executor, id: number, orderNumber: string): Promise<OrderRow> {
  return db
    .updateTable('orders')
    .set({ order_number: orderNumber })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertOrderItems(
  db: Executor,
  items: ReadonlyArray<Insertable<OrderItemsTable>>,
): Promise<OrderItemRow[]> {
  return db
    .insertInto('order_items')
    .values([...items])
    .returningAll()
    .execute();
}

export async function insertStatusHistory(
  db: Executor,
  entry: Insertable<OrderStatusHistoryTable>,
): Promise<void> {
  await db.insertInto('order_status_history').values(entry).execute();
}

/**
 * Changes the order only if its status is still the one read (a concurrent change makes this
 * undefined); the payment's guard is the flow's next statement (decision 045).
 */
export function updateOrderIfUnchanged(
  db: Executor,
  id: number,
  expected: Pick<OrderRow, 'status'>,
  changes: Updateable<OrdersTable>,
): Promise<OrderRow | undefined> {
  return db
    .updateTable('orders')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', expected.status)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The order's row, locked until the transaction ends: settling a payment and cancelling serialise
 * on it. PostgreSQL takes a row lock; SQLite runs one writer at a time already.
 */
export function lockOrder(
  db: Executor,
  dialect: DialectName,
  id: number,
): Promise<OrderRow | undefined> {
  const query = db.selectFrom('orders').selectAll().where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * Cancels an order still Pending; undefined when it is not (or another process won). The row lock
 * it takes orders the flow's payment check after it (decision 045).
 */
export function cancelIfPending(
  db: Executor,
  id: number,
  nowIso: string,
): Promise<OrderRow | undefined> {
  return db
    .updateTable('orders')
    .set({
      status: 'Cancelled',
      current_location: null,
      expected_delivery_date: null,
      updated_at: nowIso,
    })
    .where('id', '=', id)
    .where('status', '=', 'Pending')
    .returningAll()
    .executeTakeFirst();
}

/**
 * Orders placed before the cutoff, still Pending, whose payment matches `unpaid` (the payments'
 * condition: this method, not paid), oldest first: the unpaid-order sweeps.
 */
export function findPendingOrdersPlacedBefore(
  db: Executor,
  unpaid: Expression<SqlBool>,
  placedBeforeIso: string,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', 'Pending')
    .where('created_at', '<=', placedBeforeIso)
    .where(unpaid)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Stamps the order's `column` (a notice sent, a new M-Pesa prompt asked for) unless it was stamped
 * after notBeforeIso; false when rate limited. One conditional update, so it holds across processes.
 */
export async function claimOrderSlot(
  db: Executor,
  id: number,
  column: 'last_notified_at',
  nowIso: string,
  notBeforeIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ [column]: nowIso })
    .where('id', '=', id)
    .where((eb) => eb.or([eb(column, 'is', null), eb(column, '<=', notBeforeIso)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Orders placed and not yet on their way (Pending or Confirmed). */
export async function countAwaitingDispatch(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', 'in', ['Pending', 'Confirmed'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Orders not cancelled whose payment is still Pending (`pending`: the payments' condition). */
export async function countPaymentsPending(
  db: Executor,
  pending: Expression<SqlBool>,
): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(pending)
    .where('status', '!=', 'Cancelled')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What the money reports read of an order (its payment's time and method come from payments). */
export type PaidOrderRow = Pick<
  OrderRow,
  | 'id'
  | 'subtotal_cents'
  | 'discount_cents'
  | 'delivery_fee_cents'
  | 'total_cents'
  | 'vat_amount_cents'
  | 'delivery_county'
>;

/** The money reports' figures of these orders (one query per chunk of ids). */
export async function findOrderFiguresByIds(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, PaidOrderRow>> {
  const unique = [...new Set(ids)];
  const byId = new Map<number, PaidOrderRow>();
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('orders')
      .select([
        'id',
        'subtotal_cents',
        'discount_cents',
        'delivery_fee_cents',
        'total_cents',
        'vat_amount_cents',
        'delivery_county',
      ])
      .where('id', 'in', unique.slice(i, i + 500))
      .execute();
    for (const row of rows) byId.set(row.id, row);
  }
  return byId;
}

/**
 * Adds a completed refund to the order; the flow turns the payment Refunded once everything paid
 * is refunded (decision 045). Answers the order after the change.
 */
export function addRefundToOrder(
  db: Executor,
  id: number,
  amountCents: number,
  nowIso: string,
): Promise<OrderRow | undefined> {
  return db
    .updateTable('orders')
    .set((eb) => ({
      refunded_cents: eb('refunded_cents', '+', amountCents),
      updated_at: nowIso,
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function findOrdersByIds(db: Executor, ids: readonly number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/**
 * Open unpaid guest orders given this address or this phone at checkout (hoarding limits). The guest's orders
 * are found first, by address and by phone: written as one `or`, SQLite (which keeps no statistics here) walked
 * every open order of the shop instead, inside checkout's write transaction.
 */
export async function countOpenUnpaidGuestOrders(
  db: Executor,
  email: string,
  phone: string,
  unpaid: Expression<SqlBool>,
): Promise<number> {
  const guestOrders = db
    .selectFrom('orders')
    .select('id')
    .where('guest_email', '=', email)
    .union(db.selectFrom('orders').select('id').where('guest_phone', '=', phone));
  const row = await db
    .selectFrom(guestOrders.as('guest_orders'))
    .innerJoin('orders', 'orders.id', 'guest_orders.id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('orders.status', 'in', ['Pending', 'Confirmed'])
    .where(unpaid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Guest orders placed with this address move to the account that verified it; answers how many. */
export async function moveGuestOrdersToUser(
  db: Executor,
  email: string,
  userId: number,
  nowIso: string,
): Promise<number> {
  const rows = await db
    .updateTable('orders')
    .set({ user_id: userId, updated_at: nowIso })
    .where('guest_email', '=', email.toLowerCase())
    .where('user_id', '!=', userId)
    .returning('id')
    .execute();
  return rows.length;
}

/** True when the shopper placed an order at or after `sinceIso` (their saved cart became an order). */
export async function hasOrderSince(
  db: Executor,
  userId: number,
  sinceIso: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('created_at', '>=', sinceIso)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every order of a shopper with its lines and history, oldest first (the data export). */
export async function findAllOrdersOfUser(
  db: Executor,
  userId: number,
): Promise<{ orders: OrderRow[]; items: OrderItemRow[]; history: OrderStatusHistoryRow[] }> {
  const orders = await db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const ids = orders.map((o) => o.id);
  if (ids.length === 0) return { orders, items: [], history: [] };
  const [items, history] = await Promise.all([
    db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    db
      .selectFrom('order_status_history')
      .selectAll()
      .where('order_id', 'in', ids)
      .orderBy('id')
      .execute(),
  ]);
  return { orders, items, history };
}

export const DELETED_CUSTOMER = 'Deleted customer';

/**
 * Erasure: a shopper's orders keep their money figures, lines, county and town (tax records) and
 * lose the name, address, phone numbers and the rider's directions. Answers the orders' ids.
 */
/** Erasure: notes typed on the status changes of these orders may name the person; the trail stays. */
export async function eraseStatusNotesOfOrders(
  db: Executor,
  orderIds: readonly number[],
): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .updateTable('order_status_history')
    .set({ note: null })
    .where('order_id', 'in', [...orderIds])
    .where('note', 'is not', null)
    .execute();
}

export async function anonymiseOrdersOfUser(
  db: Executor,
  userId: number,
  nowIso: string,
): Promise<number[]> {
  const rows = await db
    .updateTable('orders')
    .set({
      guest_name: DELETED_CUSTOMER,
      guest_email: null,
      guest_phone: null,
      lookup_token_hash: null,
      shipping_address: '',
      shipping_zip: null,
      delivery_street: null,
      delivery_phone: null,
      delivery_notes: null,
      current_location: null,
      idempotency_key: null,
      idempotency_fingerprint: null,
      updated_at: nowIso,
    })
    .where('user_id', '=', userId)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
