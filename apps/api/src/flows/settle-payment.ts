import type { PaymentOutcome } from '@mavazi/shared/mpesa-results';
import type { Executor } from '../db/database';
import type { OrderRow, PaymentRow } from '../db/schema';
import { isUniqueViolation } from '../lib/db-errors';
import type { AppDeps } from '../app-deps';
import { wantsEmail } from '@mavazi/shared/notify';
import { enqueueMail } from '../mail/outbox.repository';
import { queueSms } from '../sms/sms-queue';
import { reopenIfStockAllows } from './change-order-status';
import { recordFirstPayment } from './record-first-payment';
import { insertStatusHistory, lockOrder } from '../modules/orders/orders.repository';
import {
  orderWithPayment,
  updateOrderPaymentIf,
} from '../modules/payments/order-payments.repository';
import {
  latePaymentMail,
  paymentFailedMail,
  paymentReceivedMail,
} from '../modules/payments/payments.mail';
import {
  hasPendingPayment,
  settlePaymentIfPending,
  type Settlement,
} from '../modules/payments/payments.repository';
import { orderMailName } from '../lib/greeting-name';
import { findUserById } from '../modules/accounts/users.repository';
import { languageOf } from '../i18n/i18n';

export type SettleDeps = Pick<AppDeps, 'db' | 'dialect' | 'mail' | 'publicUrl' | 'payments'>;

/** How a payment ended, what the shopper is told and which headline their pages show. */
export type Outcome = Settlement & { message: string; outcome: PaymentOutcome };

/**
 * A payment after its order was cancelled (a late callback, or one that lost the race to a cancel):
 * the order is reopened when its stock and promotion use can all be taken again, else it stays
 * cancelled and paid, which is the staff's refund list. The shopper is told either way.
 */
async function recordLatePaid(
  trx: Executor,
  { payments, publicUrl }: SettleDeps,
  order: OrderRow,
  payment: PaymentRow,
  outcome: Outcome,
  nowIso: string,
): Promise<void> {
  const receipt = outcome.mpesa_receipt;
  const reopened = await reopenIfStockAllows(trx, order, nowIso);
  const state = await updateOrderPaymentIf(trx, order.id, ['Pending', 'Failed'], {
    payment_status: 'Paid',
    mpesa_receipt: receipt,
    payment_message: outcome.message,
    payment_outcome: 'paid',
  });
  const paid = state && orderWithPayment(reopened ?? order, state);
  const received = `M-Pesa payment received${receipt ? `, receipt ${receipt}` : ''} after the order was cancelled`;
  const note = !paid
    ? `A second M-Pesa payment arrived (receipt ${receipt ?? 'unknown'}): refund it`
    : reopened
      ? `${received}: the order is reopened, its items taken again`
      : `${received} and its items are gone: refund it`;
  payments.log.warn({ orderId: order.id, reopened: Boolean(reopened) }, note);
  await insertStatusHistory(trx, {
    order_id: order.id,
    status: reopened ? reopened.status : order.status,
    payment_status: paid ? 'Paid' : null,
    note,
    changed_by: null,
    created_at: nowIso,
  });
  const owner = paid && (await findUserById(trx, order.user_id));
  if (paid && owner && wantsEmail(owner)) {
    await enqueueMail(
      trx,
      latePaymentMail(
        owner.email,
        languageOf(owner),
        orderMailName(owner, paid),
        paid,
        payment.amount_cents,
        receipt,
        Boolean(reopened),
        publicUrl,
      ),
    );
  }
  // Money was received either way: paid_at and the invoice (a refund gets its credit note).
  if (paid) await recordFirstPayment(trx, paid, nowIso);
}

/** A payment that went through: the order becomes Paid once, the shopper gets the receipt by mail. */
async function recordPaid(
  trx: Executor,
  deps: SettleDeps,
  order: OrderRow,
  payment: PaymentRow,
  outcome: Outcome,
  nowIso: string,
): Promise<void> {
  if (order.status === 'Cancelled') {
    await recordLatePaid(trx, deps, order, payment, outcome, nowIso);
    return;
  }
  const receipt = outcome.mpesa_receipt;
  const state = await updateOrderPaymentIf(trx, order.id, ['Pending', 'Failed'], {
    payment_status: 'Paid',
    mpesa_receipt: receipt,
    payment_message: outcome.message,
    payment_outcome: 'paid',
  });
  const paid = state && orderWithPayment(order, state);
  const note = paid
    ? `M-Pesa payment received${receipt ? `, receipt ${receipt}` : ''}`
    : `A second M-Pesa payment arrived (receipt ${receipt ?? 'unknown'}): refund it`;
  if (!paid) deps.payments.log.warn({ orderId: order.id }, note);
  await insertStatusHistory(trx, {
    order_id: order.id,
    status: order.status,
    payment_status: paid ? 'Paid' : null,
    note,
    changed_by: null,
    created_at: nowIso,
  });
  const owner = paid && (await findUserById(trx, order.user_id));
  if (paid && owner) {
    if (wantsEmail(owner))
      await enqueueMail(
        trx,
        paymentReceivedMail(
          owner.email,
          languageOf(owner),
          orderMailName(owner, paid),
          paid,
          payment.amount_cents,
          receipt,
          deps.publicUrl,
        ),
      );
    await queueSms(trx, owner, `order.paid:${paid.id}`, {
      kind: 'payment_received',
      orderNumber: paid.order_number,
      amountCents: payment.amount_cents,
      receipt,
    });
  }
  if (paid) await recordFirstPayment(trx, paid, nowIso);
}

/**
 * A prompt that failed fails the order's payment, unless another prompt is still out. Only the
 * settlement that moves the order from Pending to Failed tells the shopper (mail and text, once).
 */
async function recordFailed(
  trx: Executor,
  { payments, publicUrl }: SettleDeps,
  order: OrderRow,
  payment: PaymentRow,
  outcome: Outcome,
  nowIso: string,
): Promise<void> {
  const since = new Date(Date.parse(nowIso) - payments.timeoutMinutes * 60_000).toISOString();
  if (await hasPendingPayment(trx, order.id, since)) return;
  const state = await updateOrderPaymentIf(trx, order.id, ['Pending'], {
    payment_status: 'Failed',
    payment_message: outcome.message,
    payment_outcome: outcome.outcome,
  });
  if (!state) return;
  const failed = orderWithPayment(order, state);
  await insertStatusHistory(trx, {
    order_id: order.id,
    status: order.status,
    payment_status: 'Failed',
    note: outcome.message,
    changed_by: null,
    created_at: nowIso,
  });
  const owner = await findUserById(trx, order.user_id);
  if (owner && wantsEmail(owner))
    await enqueueMail(
      trx,
      paymentFailedMail(
        owner.email,
        languageOf(owner),
        orderMailName(owner, failed),
        failed,
        payment.amount_cents,
        outcome.result_code,
        payments.timeoutMinutes,
        publicUrl,
      ),
    );
  await queueSms(trx, owner, `payment.failed:${payment.id}`, {
    kind: 'payment_failed',
    orderNumber: failed.order_number,
  });
}

/**
 * Settles one payment in ONE transaction that first locks the order's row: a cancel at the same
 * moment either finished before (and is seen here) or waits for this one (and sees it). The payment
 * row changes only while it is open, so of two racing callbacks (or a callback and a query) exactly
 * one goes on to change the order, write its history and queue the mail. A receipt already stored
 * for another payment rolls it all back.
 */
export async function settlePayment(
  deps: SettleDeps,
  payment: PaymentRow,
  outcome: Outcome,
): Promise<boolean> {
  const { message: _message, outcome: _outcome, ...settlement } = outcome;
  let settled: boolean;
  try {
    settled = await deps.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, deps.dialect, payment.order_id);
      // Taken after the lock, so the history shows what came first first.
      const nowIso = new Date().toISOString();
      const row = await settlePaymentIfPending(trx, payment.id, settlement, nowIso);
      if (!row || !order) return row !== undefined;
      if (outcome.status === 'Paid') await recordPaid(trx, deps, order, row, outcome, nowIso);
      else await recordFailed(trx, deps, order, row, outcome, nowIso);
      return true;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    deps.payments.log.warn(
      { paymentId: payment.id, receipt: outcome.mpesa_receipt },
      'M-Pesa receipt already recorded for another payment: ignored',
    );
    return false;
  }
  if (settled) deps.mail.kick();
  return settled;
}
