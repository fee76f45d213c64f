import { timingSafeEqual } from 'node:crypto';
import { addDays, startOfKenyaDay } from '@mavazi/shared/dates';
import type {
  AdminOrder,
  AdminOrderFilterQuery,
  AdminOrderQuery,
  Order,
  TrackedOrder,
} from '@mavazi/shared/orders.schemas';
import { INT4_MAX } from '@mavazi/shared/constants';
import type { PageQuery } from '@mavazi/shared/common.schemas';
import type { Executor } from '../../db/database';
import type { OrderItemRow, OrderRow, UserRow } from '../../db/schema';
import { rule, takeAttempt } from '../limits/attempt-limiter';
import type { AppDeps } from '../../app-deps';
import { notFound, tooManyRequests } from '../../lib/http-error';
import { enqueueMail } from '../../mail/outbox.repository';
import { hashLinkToken } from '../../lib/link-tokens';
import { toOrderDto, toTrackedOrderDto } from './orders-dto';
import { orderStatusMail } from './orders.mail';
import {
  claimOrderSlot,
  countOrders,
  countOrdersOfUser,
  findItemsOfOrders,
  findOrderById,
  findOrderByNumber,
  findStatusHistory,
  listAllOrders,
  type AdminOrderFilter,
  listOrdersOfUser,
} from './orders.repository';
import { trackingOf } from './tracking.service';
import { likeContainsPattern } from '../../lib/like-pattern';
import { orderMailName } from '../../lib/greeting-name';
import { languageOf } from '../../i18n/i18n';

export const ORDER_NOT_FOUND = 'Order not found';
const NOTIFY_INTERVAL_MS = 60_000;

/**
 * ORD- followed by the id, zero-padded to 6 digits. Stored with the order rather than derived on
 * every read: see docs/decisions/008-stored-order-numbers.md.
 */
export function formatOrderNumber(id: number): string {
  return `ORD-${String(id).padStart(6, '0')}`;
}

/** The orders' payments come from payments: one query for the page (decision 045). */
export type OrderReadDeps = { db: Executor; paymentReads: AppDeps['paymentReads'] };

async function withItems(
  { db, paymentReads }: OrderReadDeps,
  orders: readonly OrderRow[],
): Promise<Order[]> {
  const [items, rows] = await Promise.all([
    findItemsOfOrders(
      db,
      orders.map((r) => r.id),
    ),
    paymentReads.withPayments(db, orders),
  ]);
  const byOrder = new Map<number, OrderItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.order_id) ?? [];
    list.push(item);
    byOrder.set(item.order_id, list);
  }
  return rows.map((r) => toOrderDto(r, byOrder.get(r.id) ?? [], paymentReads.orderPaymentOf(r)));
}

export async function loadOrder(deps: OrderReadDeps, row: OrderRow): Promise<Order> {
  const [order] = await withItems(deps, [row]);
  if (!order) throw new Error(`Order ${row.id} did not load`);
  return order;
}

export async function loadTrackedOrder(
  { db, paymentReads }: OrderReadDeps,
  row: OrderRow,
): Promise<TrackedOrder> {
  const [items, history, order] = await Promise.all([
    findItemsOfOrders(db, [row.id]),
    findStatusHistory(db, row.id),
    paymentReads.withPayment(db, row),
  ]);
  return toTrackedOrderDto(order, items, history, paymentReads.orderPaymentOf(order));
}

/** Finds an order by numeric id or by order number (ORD-000042, any case, padding optional). */
export async function findOrderByRef(db: Executor, ref: string): Promise<OrderRow | undefined> {
  const match = /^(ORD-)?(\d+)$/i.exec(ref.trim());
  if (!match?.[2]) return undefined;
  const n = Number(match[2]);
  if (!Number.isSafeInteger(n) || n < 1 || n > INT4_MAX) return undefined;
  return match[1] ? findOrderByNumber(db, formatOrderNumber(n)) : findOrderById(db, n);
}

/** Another user's order answers exactly like a missing one. */
export async function findOwnOrder(db: Executor, user: UserRow, ref: string): Promise<OrderRow> {
  const order = await findOrderByRef(db, ref);
  if (!order || order.user_id !== user.id) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
  return order;
}

export interface OrderPage {
  items: Order[];
  /** All orders of the list, ignoring limit and offset. */
  total: number;
}

export async function listOwnOrders(
  deps: Pick<AppDeps, 'db' | 'paymentReads'>,
  user: UserRow,
  page: PageQuery,
): Promise<OrderPage> {
  const { db } = deps;
  const [rows, total] = await Promise.all([
    listOrdersOfUser(db, user.id, page),
    countOrdersOfUser(db, user.id),
  ]);
  return { items: await withItems(deps, rows), total };
}

/** How many matching customers a search looks at: enough for any real name, never a whole table. */
const CUSTOMER_MATCH_LIMIT = 500;

/** A search matches part of the order number, or the customer's username, email or phone (0712… or +254712…). */
export async function adminFilter(
  { db, accountReads, paymentReads }: Pick<AppDeps, 'db' | 'accountReads' | 'paymentReads'>,
  query: AdminOrderFilterQuery,
): Promise<AdminOrderFilter> {
  const text = query.q?.trim() ?? '';
  const digits = text.replace(/\D/g, '').replace(/^(0|254)/, '');
  const search = text
    ? {
        numberPattern: likeContainsPattern(text.toUpperCase()),
        receipt: paymentReads.orderPaymentMatches({ receipt: text.toUpperCase() }),
        userIds: await accountReads.userIdsMatching(
          db,
          likeContainsPattern(text),
          digits.length >= 3 ? likeContainsPattern(digits) : null,
          CUSTOMER_MATCH_LIMIT,
        ),
      }
    : undefined;
  return {
    status: query.status,
    payment:
      query.payment_status || query.payment_method
        ? paymentReads.orderPaymentMatches({
            status: query.payment_status,
            method: query.payment_method,
          })
        : undefined,
    search,
    placedFrom: query.from ? new Date(startOfKenyaDay(query.from)).toISOString() : undefined,
    placedBefore: query.to
      ? new Date(startOfKenyaDay(addDays(query.to, 1))).toISOString()
      : undefined,
    county: query.county,
  };
}

export async function listOrdersForAdmin(
  deps: Pick<AppDeps, 'db' | 'accountReads' | 'paymentReads'>,
  query: AdminOrderQuery,
): Promise<{ items: AdminOrder[]; total: number }> {
  const { db, accountReads } = deps;
  const filter = await adminFilter(deps, query);
  const [rows, total] = await Promise.all([
    listAllOrders(db, query, filter),
    countOrders(db, filter),
  ]);
  const [orders, users] = await Promise.all([
    withItems(deps, rows),
    accountReads.usersByIds(
      db,
      rows.map((r) => r.user_id),
    ),
  ]);
  const byId = new Map(users.map((u) => [u.id, u]));
  const items = orders.map((order) => {
    const user = byId.get(order.user_id);
    const customer = user
      ? { username: user.username, email: user.email, phone_number: user.phone_number }
      : null;
    return { ...order, customer };
  });
  return { items, total };
}

export async function getOwnTrackedOrder(
  deps: Pick<AppDeps, 'db' | 'paymentReads'>,
  user: UserRow,
  ref: string,
): Promise<TrackedOrder> {
  return loadTrackedOrder(deps, await findOwnOrder(deps.db, user, ref));
}

export const TOO_MANY_NOTICES = 'Too many order notifications requested. Please try again later.';

/** Mails the order's current status to its owner: once a minute per order, a few times an hour per shopper. */
export async function notifyOrderStatus(
  {
    db,
    publicUrl,
    mail,
    limits,
    paymentReads,
  }: Pick<AppDeps, 'db' | 'publicUrl' | 'mail' | 'limits' | 'paymentReads'>,
  user: UserRow,
  ref: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await paymentReads.withPayment(trx, await findOwnOrder(trx, user, ref));
    const now = Date.now();
    const claimed = await claimOrderSlot(
      trx,
      order.id,
      'last_notified_at',
      new Date(now).toISOString(),
      new Date(now - NOTIFY_INTERVAL_MS).toISOString(),
    );
    if (!claimed)
      throw tooManyRequests(
        'A notification for this order was sent less than a minute ago',
        NOTIFY_INTERVAL_MS / 1000,
        'NOTICE_TOO_SOON',
      );
    // Inside the transaction: a refusal also gives the order's once-a-minute slot back.
    await takeAttempt(
      trx,
      [rule('order-notice', 'account', String(user.id), limits.orderNoticesPerAccount)],
      TOO_MANY_NOTICES,
    );
    const history = await findStatusHistory(trx, order.id);
    await enqueueMail(
      trx,
      orderStatusMail(
        user.email,
        languageOf(user),
        orderMailName(user, order),
        order,
        trackingOf(order, history),
        publicUrl,
        user.email_verified === 1,
      ),
    );
  });
  mail.kick();
}

export const TOO_MANY_LOOKUPS = 'Too many order look-ups. Please try again later.';

/**
 * A guest order's private link: the order and whoever now owns it (the guest row, or the account
 * that verified its address). Any wrong number or token is the same 404; look-ups are limited per
 * client address so tokens cannot be guessed.
 */
export async function findOrderByLookup(
  { db, limits, accountReads }: Pick<AppDeps, 'db' | 'limits' | 'accountReads'>,
  number: string,
  token: string,
  clientIp: string,
): Promise<{ order: OrderRow; owner: UserRow }> {
  await takeAttempt(
    db,
    [rule('order-lookup', 'address', clientIp, limits.orderLookupsPerAddress)],
    TOO_MANY_LOOKUPS,
  );
  const order = await findOrderByNumber(db, number.toUpperCase());
  const given = Buffer.from(hashLinkToken(token), 'hex');
  const stored = Buffer.from(order?.lookup_token_hash ?? '', 'hex');
  // Compared in constant time, and a missing order compares too, so timing says nothing.
  const matches =
    stored.length === given.length
      ? timingSafeEqual(stored, given)
      : timingSafeEqual(given, given) && false;
  const owner = order && matches ? await accountReads.userById(db, order.user_id) : undefined;
  if (!order || !matches || !owner) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
  return { order, owner };
}
