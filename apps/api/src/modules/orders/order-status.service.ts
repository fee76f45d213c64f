import type { AdminOrderUpdate, TrackedOrder } from '@mavazi/shared/orders.schemas';
import { isBareDate } from '@mavazi/shared/dates';
import {
  canChangeOrderStatus,
  canChangePaymentStatus,
  type OrderStatus,
} from '@mavazi/shared/constants';
import { orderStatusSchema } from '@mavazi/shared/orders.schemas';
import { paymentStatusSchema } from '@mavazi/shared/payments.schemas';
import type { Executor } from '../../db/database';
import type { OrderRow, UserRow } from '../../db/schema';
import type { AppDeps } from '../../lib/deps';
import { conflict, notFound } from '../../lib/http-error';
import { enqueueMail } from '../../mail/outbox.repository';
import { markReviewsVerified } from '../catalog/reviews.repository';
import { findSellableProducts, returnLineStock, takeLineStock } from '../catalog/stock.repository';
import { mergeStockLines } from '../catalog/stock-lines';
import { findSellableVariantsOf } from '../catalog/variants.repository';
import { returnPromotionUsage, takePromotionUsage } from '../promotions/promotions.repository';
import { PROMO_USED_UP_TEXT } from '../promotions/promotions.service';
import { paymentReceivedMail } from '../payments/payments.mail';
import { findUserById } from '../users/users.repository';
import { orderStatusMail } from './orders.mail';
import {
  cancelIfPendingAndUnpaid,
  findItemsOfOrders,
  findStatusHistory,
  insertStatusHistory,
  updateOrderIfUnchanged,
} from './orders.repository';
import { findOrderByRef, loadTrackedOrder, ORDER_NOT_FOUND } from './orders.service';
import { trackingOf } from './tracking.service';

/** A date-time given for the expected delivery is kept as its (UTC) date. */
function toIsoDate(value: string): string {
  return isBareDate(value) ? value : new Date(value).toISOString().slice(0, 10);
}

/**
 * What a status change moves besides the order: cancelling gives stock and the promotion use back,
 * reopening takes them again (409 when they are gone), delivery verifies the shopper's reviews.
 */
async function applyStatusEffects(trx: Executor, order: OrderRow, to: OrderStatus): Promise<void> {
  const cancelling = to === 'Cancelled' && order.status !== 'Cancelled';
  const reopening = order.status === 'Cancelled' && to !== 'Cancelled';
  if (cancelling || reopening) await moveStock(trx, order.id, cancelling);
  if (order.promotion_id !== null) {
    if (cancelling) await returnPromotionUsage(trx, order.promotion_id);
    if (reopening && !(await takePromotionUsage(trx, order.promotion_id)))
      throw conflict('PROMO_USED_UP', `${PROMO_USED_UP_TEXT}: the order cannot be reopened`);
  }
  if (to === 'Delivered') {
    const items = await findItemsOfOrders(trx, [order.id]);
    const productIds = items.flatMap((i) => (i.product_id === null ? [] : [i.product_id]));
    await markReviewsVerified(trx, order.user_id, productIds);
  }
}

/**
 * Cancelling returns each line's stock to its size (or its product), reopening takes it again.
 * Lines whose product is no longer on sale, whose size the admin removed, or that were bought
 * before the product had sizes are left alone: there is no stock left to move them to.
 */
async function moveStock(trx: Executor, orderId: number, giveBack: boolean): Promise<void> {
  const lines = mergeStockLines(
    (await findItemsOfOrders(trx, [orderId])).flatMap((item) =>
      item.product_id === null
        ? []
        : [{ productId: item.product_id, variantId: item.variant_id, quantity: item.quantity }],
    ),
  );
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const live = new Set(
    (await findSellableProducts(trx, productIds, { staff: true })).map((p) => p.id),
  );
  const variants = await findSellableVariantsOf(trx, productIds);
  const sellable = new Set(variants.map((v) => v.id));
  const withSizes = new Set(variants.map((v) => v.product_id));
  const movable = lines.filter(
    (l) =>
      live.has(l.productId) &&
      (l.variantId === null ? !withSizes.has(l.productId) : sellable.has(l.variantId)),
  );
  for (const line of movable) {
    if (giveBack) await returnLineStock(trx, line);
    else if (!(await takeLineStock(trx, line)))
      throw conflict('OUT_OF_STOCK', 'Not enough stock to reopen this order');
  }
}

/**
 * What every status change writes besides the order row, which the caller has already changed
 * conditionally: stock, promotion use and reviews (applyStatusEffects) and a history row.
 */
async function recordStatusChange(
  trx: Executor,
  before: OrderRow,
  after: OrderRow,
  entry: { paymentStatus: string | null; note: string | null; changedBy: number | null },
  nowIso: string,
): Promise<void> {
  if (after.status !== before.status)
    await applyStatusEffects(trx, before, orderStatusSchema.parse(after.status));
  await insertStatusHistory(trx, {
    order_id: after.id,
    status: after.status,
    payment_status: entry.paymentStatus,
    note: entry.note,
    changed_by: entry.changedBy,
    created_at: nowIso,
  });
}

/**
 * Cancels an order that is still Pending and unpaid, with no admin (the unpaid-order timeout):
 * stock and promotion use go back and a history row says why. Undefined when the order was paid,
 * changed or cancelled meanwhile (another process got there first).
 */
export async function cancelUnpaidOrder(
  trx: Executor,
  order: OrderRow,
  note: string,
  now: Date,
): Promise<OrderRow | undefined> {
  const nowIso = now.toISOString();
  const cancelled = await cancelIfPendingAndUnpaid(trx, order.id, nowIso);
  if (cancelled) {
    await recordStatusChange(
      trx,
      order,
      cancelled,
      { paymentStatus: null, note, changedBy: null },
      nowIso,
    );
  }
  return cancelled;
}

/**
 * An admin's change of the status, the payment status or both, in one transaction: the order (only
 * if nobody changed it meanwhile), stock, a history row with the admin, and mail to the owner (the
 * status, or the payment received). Tracking values not given are cleared when the status changes,
 * so the derived ones apply again.
 */
export async function updateOrderAsAdmin(
  { db, publicUrl, mail }: Pick<AppDeps, 'db' | 'publicUrl' | 'mail'>,
  admin: UserRow,
  ref: string,
  input: AdminOrderUpdate,
): Promise<TrackedOrder> {
  const { order, changed } = await db.transaction().execute(async (trx) => {
    const current = await findOrderByRef(trx, ref);
    if (!current) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
    const from = orderStatusSchema.parse(current.status);
    const to = input.status ?? from;
    if (!canChangeOrderStatus(from, to)) {
      throw conflict('STATUS_CHANGE_NOT_ALLOWED', `An order that is ${from} cannot become ${to}`);
    }
    const paidFrom = paymentStatusSchema.parse(current.payment_status);
    const paidTo = input.payment_status ?? paidFrom;
    if (!canChangePaymentStatus(paidFrom, paidTo)) {
      throw conflict(
        'PAYMENT_STATUS_CHANGE_NOT_ALLOWED',
        `A payment that is ${paidFrom} cannot become ${paidTo}`,
      );
    }
    const statusChanged = from !== to;
    const paymentChanged = paidFrom !== paidTo;
    const location = input.currentLocation ?? (statusChanged ? null : current.current_location);
    const expected = input.expectedDeliveryDate
      ? toIsoDate(input.expectedDeliveryDate)
      : statusChanged
        ? null
        : current.expected_delivery_date;
    const trackingChanged =
      location !== current.current_location || expected !== current.expected_delivery_date;
    if (!statusChanged && !paymentChanged && !trackingChanged) {
      return { order: current, changed: false };
    }
    const nowIso = new Date().toISOString();
    const updated = await updateOrderIfUnchanged(trx, current.id, current, {
      status: to,
      current_location: location,
      expected_delivery_date: expected,
      updated_at: nowIso,
      // The shopper's message follows the new payment status (a stored one may say otherwise).
      ...(paymentChanged ? { payment_status: paidTo, payment_message: null } : {}),
    });
    if (!updated)
      throw conflict(
        'ORDER_CHANGED',
        'This order was just changed by someone else, please reload and try again',
      );
    if (statusChanged || paymentChanged) {
      await recordStatusChange(
        trx,
        current,
        updated,
        {
          paymentStatus: paymentChanged ? paidTo : null,
          note: paymentChanged ? `Payment marked ${paidTo} by an admin` : null,
          changedBy: admin.id,
        },
        nowIso,
      );
    }
    const owner = await findUserById(trx, updated.user_id);
    if (owner && (statusChanged || trackingChanged)) {
      const history = await findStatusHistory(trx, updated.id);
      await enqueueMail(
        trx,
        orderStatusMail(owner.email, updated, trackingOf(updated, history), publicUrl),
      );
    }
    if (owner && paymentChanged && paidTo === 'Paid') {
      await enqueueMail(
        trx,
        paymentReceivedMail(
          owner.email,
          owner.username,
          updated,
          updated.total_cents,
          updated.mpesa_receipt,
          publicUrl,
        ),
      );
    }
    return { order: updated, changed: true };
  });
  if (changed) mail.kick();
  return loadTrackedOrder(db, order);
}
