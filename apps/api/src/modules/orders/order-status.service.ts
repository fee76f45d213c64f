import type { AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/audit.repository';
import { changedFields } from '../audit/changed-fields';
import type { AdminOrderUpdate, TrackedOrder } from '@mavazi/shared/orders.schemas';
import { isBareDate } from '@mavazi/shared/dates';
import { wantsEmail } from '@mavazi/shared/notify';
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
import { queueSms } from '../../sms/sms-queue';
import { markReviewsVerified } from '../catalog/reviews.repository';
import { findSellableProducts, returnLineStock, takeLineStock } from '../catalog/stock.repository';
import { mergeStockLines, type StockLine } from '../catalog/stock-lines';
import { findSellableVariantsOf } from '../catalog/variants.repository';
import { returnPromotionUsage, takePromotionUsage } from '../promotions/promotions.repository';
import { PROMO_USED_UP_TEXT } from '../promotions/promotions.service';
import { paymentReceivedMail } from '../payments/payments.mail';
import { findUserById } from '../users/users.repository';
import { recordOrderPaid } from './invoice-number.service';
import { orderStatusMail } from './orders.mail';
import {
  cancelIfPendingAndUnpaid,
  findItemsOfOrders,
  findStatusHistory,
  insertStatusHistory,
  lockOrder,
  updateOrderIfUnchanged,
} from './orders.repository';
import { findOrderByRef, loadTrackedOrder, ORDER_NOT_FOUND } from './orders.service';
import { trackingOf } from './tracking.service';
import { languageOf } from '../../i18n/i18n';

/** The history note of a paid order that was cancelled: staff's refund list shows it. */
export const REFUND_DUE_NOTE = 'Cancelled after it was paid: refund the payment';

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
 * The lines whose stock can move: lines whose product is no longer on sale, whose size the admin
 * removed, or that were bought before the product had sizes are left alone (no stock to move to).
 */
async function movableLines(trx: Executor, orderId: number): Promise<StockLine[]> {
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
  return lines.filter(
    (l) =>
      live.has(l.productId) &&
      (l.variantId === null ? !withSizes.has(l.productId) : sellable.has(l.variantId)),
  );
}

/** Cancelling returns each line's stock to its size (or its product), reopening takes it again. */
async function moveStock(trx: Executor, orderId: number, giveBack: boolean): Promise<void> {
  for (const line of await movableLines(trx, orderId)) {
    if (giveBack) await returnLineStock(trx, line, orderId);
    else if (!(await takeLineStock(trx, line, orderId)))
      throw conflict('OUT_OF_STOCK', 'Not enough stock to reopen this order');
  }
}

/**
 * Reopens a cancelled order that was paid late (decision 023): its stock and promotion use are
 * taken again, all or nothing; undefined (nothing changed) when any of it is gone. The caller holds
 * the order's row lock.
 */
export async function reopenIfStockAllows(
  trx: Executor,
  order: OrderRow,
  nowIso: string,
): Promise<OrderRow | undefined> {
  if (order.status !== 'Cancelled') return undefined;
  const taken: StockLine[] = [];
  const giveBack = async () => {
    for (const line of taken) await returnLineStock(trx, line, order.id);
  };
  for (const line of await movableLines(trx, order.id)) {
    if (!(await takeLineStock(trx, line, order.id))) {
      await giveBack();
      return undefined;
    }
    taken.push(line);
  }
  if (order.promotion_id !== null && !(await takePromotionUsage(trx, order.promotion_id))) {
    await giveBack();
    return undefined;
  }
  return updateOrderIfUnchanged(trx, order.id, order, { status: 'Pending', updated_at: nowIso });
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
  { db, dialect, publicUrl, mail }: Pick<AppDeps, 'db' | 'dialect' | 'publicUrl' | 'mail'>,
  admin: UserRow,
  ref: string,
  input: AdminOrderUpdate,
  actor: AuditActor,
): Promise<TrackedOrder> {
  const { order, changed } = await db.transaction().execute(async (trx) => {
    const found = await findOrderByRef(trx, ref);
    // Decide on the locked row: a payment settling at this moment is seen, never overwritten.
    const current = found && (await lockOrder(trx, dialect, found.id));
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
      ...(paymentChanged
        ? { payment_status: paidTo, payment_message: null, payment_outcome: null }
        : {}),
    });
    if (!updated)
      throw conflict(
        'ORDER_CHANGED',
        'This order was just changed by someone else, please reload and try again',
      );
    // A paid order cancelled is money to give back: it stays on the refund list until Refunded.
    const refundDue = to === 'Cancelled' && statusChanged && paidTo === 'Paid';
    await recordAudit(trx, actor, {
      action: statusChanged ? 'order.status' : paymentChanged ? 'order.payment' : 'order.tracking',
      entity: 'order',
      entityId: current.id,
      changes: changedFields(
        {
          status: from,
          payment_status: paidFrom,
          current_location: current.current_location,
          expected_delivery_date: current.expected_delivery_date,
        },
        {
          status: to,
          payment_status: paidTo,
          current_location: location,
          expected_delivery_date: expected,
        },
      ),
    });
    if (statusChanged || paymentChanged) {
      await recordStatusChange(
        trx,
        current,
        updated,
        {
          paymentStatus: paymentChanged ? paidTo : null,
          note: paymentChanged
            ? `Payment marked ${paidTo} by an admin`
            : refundDue
              ? REFUND_DUE_NOTE
              : null,
          changedBy: admin.id,
        },
        nowIso,
      );
    }
    const owner = await findUserById(trx, updated.user_id);
    if (owner && (statusChanged || trackingChanged)) {
      const tracking = trackingOf(updated, await findStatusHistory(trx, updated.id));
      if (wantsEmail(owner))
        await enqueueMail(
          trx,
          orderStatusMail(
            owner.email,
            languageOf(owner),
            updated,
            tracking,
            publicUrl,
            owner.email_verified === 1,
          ),
        );
      if (statusChanged && to === 'On Transit')
        await queueSms(trx, owner, `order.shipped:${updated.id}`, {
          kind: 'shipped',
          orderNumber: updated.order_number,
          expectedDate: tracking.expectedDeliveryDate,
        });
      if (statusChanged && to === 'Delivered')
        await queueSms(trx, owner, `order.delivered:${updated.id}`, {
          kind: 'delivered',
          orderNumber: updated.order_number,
        });
    }
    if (owner && paymentChanged && paidTo === 'Paid') {
      if (wantsEmail(owner))
        await enqueueMail(
          trx,
          paymentReceivedMail(
            owner.email,
            languageOf(owner),
            owner.username,
            updated,
            updated.total_cents,
            updated.mpesa_receipt,
            publicUrl,
          ),
        );
      await queueSms(trx, owner, `order.paid:${updated.id}`, {
        kind: 'payment_received',
        orderNumber: updated.order_number,
        amountCents: updated.total_cents,
        receipt: updated.mpesa_receipt,
      });
    }
    // Last in the transaction: the year's invoice counter stays locked only until the commit.
    const stamped =
      paymentChanged && paidTo === 'Paid' ? await recordOrderPaid(trx, updated, nowIso) : undefined;
    return { order: stamped ?? updated, changed: true };
  });
  if (changed) mail.kick();
  return loadTrackedOrder(db, order);
}
