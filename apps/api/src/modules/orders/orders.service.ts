import type { FastifyInstance } from 'fastify';
import type { AdminOrderUpdate, Order, TrackedOrder } from '@mavazi/shared/orders.schemas';
import { orderStatusSchema, paymentMethodSchema } from '@mavazi/shared/orders.schemas';
import { fromCents } from '@mavazi/shared/money';
import type { Executor } from '../../db/database';
import type { OrderItemRow, OrderRow, UserRow } from '../../db/schema';
import { conflict, notFound, tooManyRequests } from '../../lib/http-error';
import { enqueueMail } from '../../mail/outbox.repository';
import { findSellableProducts, returnStock, takeStock } from './checkout.repository';
import { orderStatusMail } from './orders.mail';
import {
  claimNotificationSlot,
  findItemsOfOrders,
  findOrderById,
  findOrderByNumber,
  findOrderOwnerEmail,
  findStatusHistory,
  insertStatusHistory,
  listAllOrders,
  listOrdersOfUser,
  updateOrderIfStatus,
  type OrderStatusHistoryRow,
} from './orders.repository';
import { trackingOf } from './tracking.service';

const ORDER_NOT_FOUND = 'Order not found';
const MAX_INT4 = 2_147_483_647;
const NOTIFY_INTERVAL_MS = 60_000;

/** ORD- followed by the id, zero-padded to 6 digits. */
export function formatOrderNumber(id: number): string {
  return `ORD-${String(id).padStart(6, '0')}`;
}

export function toOrderDto(row: OrderRow, items: readonly OrderItemRow[]): Order {
  return {
    id: row.id,
    order_number: row.order_number,
    user_id: row.user_id,
    status: orderStatusSchema.parse(row.status),
    total_amount: fromCents(row.total_cents),
    subtotal: fromCents(row.subtotal_cents),
    discount_percentage: row.discount_percentage,
    promotion_code: row.promotion_code,
    shipping_address: row.shipping_address,
    payment_method: paymentMethodSchema.parse(row.payment_method),
    payment_status: row.payment_status,
    created_at: row.created_at,
    items: items.map((i) => ({
      id: i.id,
      product_id: i.product_id,
      product_name: i.product_name,
      quantity: i.quantity,
      price: fromCents(i.price_cents),
    })),
  };
}

export function toTrackedOrderDto(
  row: OrderRow,
  items: readonly OrderItemRow[],
  history: readonly OrderStatusHistoryRow[],
): TrackedOrder {
  return {
    ...toOrderDto(row, items),
    ...trackingOf(row, history),
    status_history: history.map((h) => ({
      status: orderStatusSchema.parse(h.status),
      changed_at: h.created_at,
      changed_by: h.changed_by,
    })),
  };
}

async function withItems(db: Executor, rows: readonly OrderRow[]): Promise<Order[]> {
  const items = await findItemsOfOrders(
    db,
    rows.map((r) => r.id),
  );
  const byOrder = new Map<number, OrderItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.order_id) ?? [];
    list.push(item);
    byOrder.set(item.order_id, list);
  }
  return rows.map((r) => toOrderDto(r, byOrder.get(r.id) ?? []));
}

export async function loadTrackedOrder(db: Executor, row: OrderRow): Promise<TrackedOrder> {
  const [items, history] = await Promise.all([
    findItemsOfOrders(db, [row.id]),
    findStatusHistory(db, row.id),
  ]);
  return toTrackedOrderDto(row, items, history);
}

/** Finds an order by numeric id or by order number (ORD-000042, any case, padding optional). */
export async function findOrderByRef(db: Executor, ref: string): Promise<OrderRow | undefined> {
  const match = /^(ORD-)?(\d+)$/i.exec(ref.trim());
  if (!match?.[2]) return undefined;
  const n = Number(match[2]);
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_INT4) return undefined;
  return match[1] ? findOrderByNumber(db, formatOrderNumber(n)) : findOrderById(db, n);
}

/** Another user's order answers exactly like a missing one. */
async function findOwnOrder(db: Executor, user: UserRow, ref: string): Promise<OrderRow> {
  const order = await findOrderByRef(db, ref);
  if (!order || order.user_id !== user.id) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
  return order;
}

export async function listOwnOrders(db: Executor, user: UserRow): Promise<Order[]> {
  return withItems(db, await listOrdersOfUser(db, user.id));
}

export async function listOrdersForAdmin(db: Executor): Promise<Order[]> {
  return withItems(db, await listAllOrders(db));
}

export async function getOwnTrackedOrder(
  db: Executor,
  user: UserRow,
  ref: string,
): Promise<TrackedOrder> {
  return loadTrackedOrder(db, await findOwnOrder(db, user, ref));
}

/** Mails the order's current status to its owner, at most once a minute per order. */
export async function notifyOrderStatus(
  app: FastifyInstance,
  user: UserRow,
  ref: string,
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const order = await findOwnOrder(trx, user, ref);
    const now = Date.now();
    const claimed = await claimNotificationSlot(
      trx,
      order.id,
      new Date(now).toISOString(),
      new Date(now - NOTIFY_INTERVAL_MS).toISOString(),
    );
    if (!claimed)
      throw tooManyRequests(
        'A notification for this order was sent less than a minute ago',
        NOTIFY_INTERVAL_MS / 1000,
        'NOTICE_TOO_SOON',
      );
    const history = await findStatusHistory(trx, order.id);
    await enqueueMail(
      trx,
      orderStatusMail(user.email, order, trackingOf(order, history), app.config.publicUrl),
    );
  });
  app.mailOutbox.kick();
}

/** A date-time given for the expected delivery is kept as its (UTC) date. */
function toIsoDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : new Date(value).toISOString().slice(0, 10);
}

/** Stock moves for a status change: cancelling gives it back, leaving Cancelled takes it again. */
async function moveStock(trx: Executor, orderId: number, from: string, to: string): Promise<void> {
  const cancelling = to === 'Cancelled' && from !== 'Cancelled';
  const reopening = from === 'Cancelled' && to !== 'Cancelled';
  if (!cancelling && !reopening) return;
  const quantities = new Map<number, number>();
  for (const item of await findItemsOfOrders(trx, [orderId])) {
    if (item.product_id !== null) {
      quantities.set(item.product_id, (quantities.get(item.product_id) ?? 0) + item.quantity);
    }
  }
  // Only products still on sale take part; ascending ids keep row locks in one order.
  const live = (await findSellableProducts(trx, [...quantities.keys()]))
    .map((p) => p.id)
    .sort((a, b) => a - b);
  for (const productId of live) {
    const quantity = quantities.get(productId) ?? 0;
    if (cancelling) await returnStock(trx, productId, quantity);
    else if (!(await takeStock(trx, productId, quantity)))
      throw conflict('OUT_OF_STOCK', 'Not enough stock to reopen this order');
  }
}

/**
 * An admin's status change, in one transaction: the order (only if nobody changed it meanwhile),
 * stock, a history row and a mail to the owner. Tracking values not given are cleared when the
 * status changes, so the derived ones apply again.
 */
export async function updateOrderAsAdmin(
  app: FastifyInstance,
  admin: UserRow,
  ref: string,
  input: AdminOrderUpdate,
): Promise<TrackedOrder> {
  const { order, changed } = await app.db.transaction().execute(async (trx) => {
    const current = await findOrderByRef(trx, ref);
    if (!current) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
    const statusChanged = current.status !== input.status;
    const location = input.currentLocation ?? (statusChanged ? null : current.current_location);
    const expected = input.expectedDeliveryDate
      ? toIsoDate(input.expectedDeliveryDate)
      : statusChanged
        ? null
        : current.expected_delivery_date;
    if (
      !statusChanged &&
      location === current.current_location &&
      expected === current.expected_delivery_date
    ) {
      return { order: current, changed: false };
    }
    const now = new Date().toISOString();
    const updated = await updateOrderIfStatus(trx, current.id, current.status, {
      status: input.status,
      current_location: location,
      expected_delivery_date: expected,
      updated_at: now,
    });
    if (!updated)
      throw conflict(
        'ORDER_CHANGED',
        'This order was just changed by someone else, please reload and try again',
      );
    if (statusChanged) {
      await moveStock(trx, current.id, current.status, input.status);
      await insertStatusHistory(trx, {
        order_id: current.id,
        status: input.status,
        changed_by: admin.id,
        created_at: now,
      });
    }
    const to = await findOrderOwnerEmail(trx, updated.user_id);
    if (to) {
      const history = await findStatusHistory(trx, updated.id);
      await enqueueMail(
        trx,
        orderStatusMail(to, updated, trackingOf(updated, history), app.config.publicUrl),
      );
    }
    return { order: updated, changed: true };
  });
  if (changed) app.mailOutbox.kick();
  return loadTrackedOrder(app.db, order);
}
