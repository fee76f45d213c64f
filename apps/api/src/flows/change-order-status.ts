import type { AuditActor } from '../modules/audit/audit-actor';
import { recordAudit } from '../modules/audit/audit.repository';
import { changedFields } from '../modules/audit/changed-fields';
import type { TrackedOrder } from '@mavazi/shared/orders.schemas';
import { isBareDate, kenyaDate, toKenyaDate } from '@mavazi/shared/dates';
import { formatKsh, fromCents } from '@mavazi/shared/money';
import { wantsEmail } from '@mavazi/shared/notify';
import {
  canChangeOrderStatus,
  canChangePaymentStatus,
  type OrderStatus,
  type PaymentStatus,
} from '@mavazi/shared/constants';
import { orderStatusSchema } from '@mavazi/shared/orders.schemas';
import { paymentStatusSchema } from '@mavazi/shared/payments.schemas';
import type { Executor } from '../db/database';
import type { OrderRow, OrderWithPaymentRow, UserRow } from '../db/schema';
import type { AppDeps } from '../app-deps';
import { badRequest, conflict, notFound } from '../lib/http-error';
import { enqueueMail } from '../mail/outbox.repository';
import { queueSms } from '../sms/sms-queue';
import { markReviewsVerified } from '../modules/catalog/reviews.repository';
import {
  findSellableProducts,
  returnLineStock,
  takeLineStock,
} from '../modules/catalog/stock.repository';
import { mergeStockLines, type StockLine } from '../modules/catalog/stock-lines';
import { findSellableVariantsOf } from '../modules/catalog/variants.repository';
import {
  returnPromotionUsage,
  takePromotionUsage,
} from '../modules/promotions/promotions.repository';
import { PROMO_USED_UP_TEXT } from '../modules/promotions/promotions.service';
import { paymentReceivedMail } from '../modules/payments/payments.mail';
import { orderMailName } from '../lib/greeting-name';
import { findUserById } from '../modules/accounts/users.repository';
import { recordFirstPayment } from './record-first-payment';
import { orderStatusMail } from '../modules/orders/orders.mail';
import {
  findOrderPayment,
  orderWithPayment,
  updateOrderPaymentIf,
  withPayment,
} from '../modules/payments/order-payments.repository';
import {
  cancelIfPending,
  findItemsOfOrders,
  findStatusHistory,
  insertStatusHistory,
  lockOrder,
  updateOrderIfUnchanged,
} from '../modules/orders/orders.repository';
import {
  findOrderByRef,
  loadTrackedOrder,
  ORDER_NOT_FOUND,
} from '../modules/orders/orders.service';
import { trackingOf } from '../modules/orders/tracking.service';
import { languageOf } from '../i18n/i18n';

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

/** Thrown to roll back a cancel whose order turned out paid: the caller's transaction answers false. */
export class PaidMeanwhile extends Error {
  constructor(orderId: number) {
    super(`Order ${orderId} was paid meanwhile`);
  }
}

/**
 * Cancels an order that is still Pending and unpaid, with no admin (the unpaid-order timeout):
 * stock and promotion use go back and a history row says why. Undefined when the order changed or
 * was cancelled meanwhile; throws PaidMeanwhile (roll back) when it was paid meanwhile. The cancel
 * takes the order's row lock first, as a settlement does, so the payment read after it is final.
 */
export async function cancelUnpaidOrder(
  trx: Executor,
  order: OrderRow,
  note: string,
  now: Date,
): Promise<OrderWithPaymentRow | undefined> {
  const nowIso = now.toISOString();
  const cancelled = await cancelIfPending(trx, order.id, nowIso);
  if (!cancelled) return undefined;
  const payment = await findOrderPayment(trx, order.id);
  if (!payment || !['Pending', 'Failed'].includes(payment.payment_status))
    throw new PaidMeanwhile(order.id);
  await recordStatusChange(
    trx,
    order,
    cancelled,
    { paymentStatus: null, note, changedBy: null },
    nowIso,
  );
  return orderWithPayment(cancelled, payment);
}

/** Runs one cancel's transaction; false when the order was paid meanwhile (all of it rolled back). */
export async function unlessPaidMeanwhile(run: () => Promise<boolean>): Promise<boolean> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PaidMeanwhile) return false;
    throw error;
  }
}

/** What staff may change on an order: the PATCH body, and the fulfilment tools' extras. */
export interface StaffOrderChange {
  status?: OrderStatus;
  payment_status?: PaymentStatus;
  currentLocation?: string;
  expectedDeliveryDate?: string;
  /** Shipping: who carries the parcel and its tracking number (kept through later status changes). */
  courier?: string;
  trackingNumber?: string;
  /** A pay-on-delivery order paid to the rider: with payment_status Paid. */
  received?: { amountCents: number; reference: string; note?: string };
}

/** "Paid on delivery: KSh 2,450 in cash" or "... by M-Pesa, code QKJ4ABC123", and staff's note. */
function receivedNote(received: NonNullable<StaffOrderChange['received']>): string {
  const how = received.reference === 'cash' ? 'in cash' : `by M-Pesa, code ${received.reference}`;
  const base = `Paid on delivery: ${formatKsh(fromCents(received.amountCents))} ${how}`;
  return received.note ? `${base} (${received.note})` : base;
}

/**
 * The fulfilment tools' rules on the locked order: a payment collected on delivery only for a
 * pay-on-delivery order, for its total unless staff say why; an expected day not before the order's.
 * True when the change is a replay of one already recorded (nothing to do).
 */
function checkStaffChange(
  current: OrderWithPaymentRow,
  input: StaffOrderChange,
  statusChanged: boolean,
): boolean {
  const received = input.received;
  if (received) {
    if (current.payment_method !== 'cash_on_delivery')
      throw conflict('NOT_PAY_ON_DELIVERY', 'Only a pay-on-delivery order is marked paid here');
    if (current.payment_status === 'Paid') {
      if (
        current.received_reference === received.reference &&
        current.received_amount_cents === received.amountCents
      )
        return true;
      throw conflict('PAYMENT_STATUS_CHANGE_NOT_ALLOWED', 'This order is already paid');
    }
    if (current.status === 'Cancelled')
      throw conflict('ORDER_CLOSED', 'A cancelled order cannot be marked paid');
    if (received.amountCents !== current.total_cents && !received.note)
      throw conflict(
        'AMOUNT_MISMATCH',
        `The order total is ${formatKsh(fromCents(current.total_cents))}: enter that amount, or add a note saying why it differs`,
        { amount: 'Does not match the order total' },
      );
  }
  if (input.expectedDeliveryDate !== undefined) {
    if (!statusChanged && (current.status === 'Delivered' || current.status === 'Cancelled'))
      throw conflict(
        'ORDER_CLOSED',
        `An order that is ${current.status} has no delivery date to change`,
      );
    const ordered = kenyaDate(Date.parse(current.created_at));
    if (toKenyaDate(input.expectedDeliveryDate) < ordered)
      throw badRequest(
        'VALIDATION_FAILED',
        'The expected delivery date cannot be before the order date',
        { expected_delivery_date: `Choose ${ordered} or later` },
      );
  }
  return false;
}

/**
 * An admin's change of the status, the payment status or both, in one transaction: the order (only
 * if nobody changed it meanwhile), stock, a history row with the admin, and mail to the owner (the
 * status, or the payment received). Tracking values not given are cleared when the status changes,
 * so the derived ones apply again.
 */
export async function updateOrderAsAdmin(
  deps: Pick<AppDeps, 'db' | 'dialect' | 'publicUrl' | 'mail' | 'paymentReads'>,
  admin: UserRow,
  ref: string,
  input: StaffOrderChange,
  actor: AuditActor,
): Promise<TrackedOrder> {
  const { db, dialect, publicUrl, mail } = deps;
  const { order, changed } = await db.transaction().execute(async (trx) => {
    const found = await findOrderByRef(trx, ref);
    // Decide on the locked row: a payment settling at this moment is seen, never overwritten.
    const locked = found && (await lockOrder(trx, dialect, found.id));
    if (!locked) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
    const current = await withPayment(trx, locked);
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
    if (checkStaffChange(current, input, statusChanged)) return { order: current, changed: false };
    const paymentChanged = paidFrom !== paidTo;
    const courier = input.courier ?? current.courier;
    const trackingNumber = input.trackingNumber ?? current.tracking_number;
    const received = paymentChanged ? input.received : undefined;
    const receipt =
      received && received.reference !== 'cash' ? received.reference : current.mpesa_receipt;
    const location = input.currentLocation ?? (statusChanged ? null : current.current_location);
    const expected = input.expectedDeliveryDate
      ? toIsoDate(input.expectedDeliveryDate)
      : statusChanged
        ? null
        : current.expected_delivery_date;
    const trackingChanged =
      location !== current.current_location ||
      expected !== current.expected_delivery_date ||
      courier !== current.courier ||
      trackingNumber !== current.tracking_number;
    if (!statusChanged && !paymentChanged && !trackingChanged) {
      return { order: current, changed: false };
    }
    const nowIso = new Date().toISOString();
    const changedOrder = await updateOrderIfUnchanged(trx, current.id, current, {
      status: to,
      current_location: location,
      expected_delivery_date: expected,
      courier,
      tracking_number: trackingNumber,
      updated_at: nowIso,
    });
    // The payment's guard, after the order's row lock (decision 045): unchanged since it was read.
    const payment = changedOrder
      ? paymentChanged
        ? await updateOrderPaymentIf(trx, current.id, [paidFrom], {
            ...(received
              ? {
                  received_amount_cents: received.amountCents,
                  received_reference: received.reference,
                  mpesa_receipt: receipt,
                }
              : {}),
            // The shopper's message follows the new payment status (a stored one may say otherwise).
            payment_status: paidTo,
            payment_message: null,
            payment_outcome: null,
          })
        : await findOrderPayment(trx, current.id)
      : undefined;
    if (!changedOrder || !payment || payment.payment_status !== paidTo)
      throw conflict(
        'ORDER_CHANGED',
        'This order was just changed by someone else, please reload and try again',
      );
    const updated = orderWithPayment(changedOrder, payment);
    // A paid order cancelled is money to give back: it stays on the refund list until Refunded.
    const refundDue = to === 'Cancelled' && statusChanged && paidTo === 'Paid';
    await recordAudit(
      trx,
      actor,
      {
        action: statusChanged
          ? 'order.status'
          : paymentChanged
            ? 'order.payment'
            : 'order.tracking',
        entity: 'order',
        entityId: current.id,
        changes: changedFields(
          {
            status: from,
            payment_status: paidFrom,
            current_location: current.current_location,
            expected_delivery_date: current.expected_delivery_date,
            courier: current.courier,
            tracking_number: current.tracking_number,
            received_amount_cents: current.received_amount_cents,
            received_reference: current.received_reference,
          },
          {
            status: to,
            payment_status: paidTo,
            current_location: location,
            expected_delivery_date: expected,
            courier,
            tracking_number: trackingNumber,
            received_amount_cents: received?.amountCents ?? current.received_amount_cents,
            received_reference: received?.reference ?? current.received_reference,
          },
        ),
      },
      // The history row's time: the staff order page pairs the two.
      nowIso,
    );
    if (statusChanged || paymentChanged) {
      await recordStatusChange(
        trx,
        current,
        updated,
        {
          paymentStatus: paymentChanged ? paidTo : null,
          note: received
            ? receivedNote(received)
            : paymentChanged
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
            orderMailName(owner, updated),
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
          courier: updated.courier,
          trackingNumber: updated.tracking_number,
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
            orderMailName(owner, updated),
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
      paymentChanged && paidTo === 'Paid'
        ? await recordFirstPayment(trx, updated, nowIso)
        : undefined;
    return { order: stamped ?? updated, changed: true };
  });
  if (changed) mail.kick();
  return loadTrackedOrder(deps, order);
}
