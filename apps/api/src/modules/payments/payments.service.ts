import { PAY_AGAIN_INTERVAL_SECONDS, PAYMENT_METHOD_LABELS } from '@mavazi/shared/constants';
import { KENYAN_PHONE_MESSAGE, maskPhone, normalizeKenyanPhone } from '@mavazi/shared/kenya';
import { wholeShillingsCents } from '@mavazi/shared/money';
import { wantsEmail } from '@mavazi/shared/notify';
import { paymentMethodSchema } from '@mavazi/shared/orders.schemas';
import type { MpesaCallback, PayBody, PaymentState } from '@mavazi/shared/payments.schemas';
import type { Executor } from '../../db/database';
import type { OrderRow, PaymentRow, UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AppDeps } from '../../lib/deps';
import { badRequest, conflict, tooManyRequests } from '../../lib/http-error';
import { enqueueMail } from '../../mail/outbox.repository';
import { queueSms } from '../../sms/sms-queue';
import {
  claimOrderSlot,
  findOrderById,
  insertStatusHistory,
  updatePaymentIf,
} from '../orders/orders.repository';
import { findOwnOrder } from '../orders/orders.service';
import { findUserById } from '../users/users.repository';
import { DarajaError } from './daraja-client';
import { PAYMENT_TEXTS, paymentStateOf } from './payment-dto';
import { paymentReceivedMail } from './payments.mail';
import {
  findPaymentByCheckoutId,
  hasPendingPayment,
  insertPayment,
  recordStkAccepted,
  settlePaymentIfPending,
  type Settlement,
} from './payments.repository';

export type PaymentDeps = Pick<AppDeps, 'db' | 'mail' | 'publicUrl' | 'payments'>;

/** Daraja's result code for a prompt the shopper cancelled. */
const CANCELLED_ON_PHONE = 1032;
/** Daraja's result code for a phone that could not be reached (off, no network). */
const PHONE_UNREACHABLE = 1037;

/** The number to prompt: the one given, else the account's when it is a Kenyan mobile number. */
export function resolveMpesaPhone(given: string | undefined, user: UserRow): string {
  const phone = given ?? normalizeKenyanPhone(user.phone_number ?? '');
  if (!phone) {
    const text = `${KENYAN_PHONE_MESSAGE} to pay with M-Pesa`;
    throw badRequest('MPESA_PHONE_REQUIRED', text, { mpesa_phone: text });
  }
  return phone;
}

export function failureText(resultCode: number | null, resultDesc: string): string {
  if (resultCode === CANCELLED_ON_PHONE) return PAYMENT_TEXTS.cancelledOnPhone;
  if (resultCode === PHONE_UNREACHABLE) return PAYMENT_TEXTS.phoneUnreachable;
  return resultDesc || PAYMENT_TEXTS.noAnswer;
}

/**
 * Asks Daraja for an STK Push for the order. Runs after the order's transaction committed, never
 * inside it: when M-Pesa cannot be reached the order stays and its payment shows Failed with a
 * message, so the shopper can pay again.
 */
export async function startPayment(
  deps: PaymentDeps,
  order: OrderRow,
  phone: string,
  now = new Date(),
): Promise<void> {
  const { db, payments } = deps;
  const nowIso = now.toISOString();
  const amountCents = wholeShillingsCents(order.total_cents);
  const payment = await insertPayment(db, {
    order_id: order.id,
    phone,
    amount_cents: amountCents,
    status: 'Pending',
    query_after: new Date(now.getTime() + payments.queryAfterSeconds * 1000).toISOString(),
    created_at: nowIso,
    updated_at: nowIso,
  });
  try {
    const accepted = await payments.mpesa.stkPush({
      amount: amountCents / 100,
      phone,
      accountReference: order.order_number,
      description: `Order ${order.id}`,
      callbackUrl: payments.callbackUrl(),
    });
    await recordStkAccepted(
      db,
      payment.id,
      {
        merchant_request_id: accepted.merchantRequestId,
        checkout_request_id: accepted.checkoutRequestId,
      },
      new Date().toISOString(),
    );
  } catch (error) {
    if (!(error instanceof DarajaError)) throw error;
    payments.log.warn({ orderId: order.id, paymentId: payment.id, err: error }, 'STK Push failed');
    const message =
      error.kind === 'network' ? PAYMENT_TEXTS.unreachable : PAYMENT_TEXTS.refused(error.message);
    await settlePayment(deps, payment, {
      status: 'Failed',
      result_code: null,
      result_desc: error.message.slice(0, 500),
      mpesa_receipt: null,
      message,
    });
  }
}

export type Outcome = Settlement & { message: string };

/** A payment that went through: the order becomes Paid once, the shopper gets the receipt by mail. */
async function recordPaid(
  trx: Executor,
  { payments, publicUrl }: PaymentDeps,
  order: OrderRow,
  payment: PaymentRow,
  outcome: Outcome,
  nowIso: string,
): Promise<void> {
  const receipt = outcome.mpesa_receipt;
  const paid = await updatePaymentIf(trx, order.id, ['Pending', 'Failed'], {
    payment_status: 'Paid',
    mpesa_receipt: receipt,
    payment_message: outcome.message,
    updated_at: nowIso,
  });
  const received = `M-Pesa payment received${receipt ? `, receipt ${receipt}` : ''}`;
  const note = !paid
    ? `A second M-Pesa payment arrived (receipt ${receipt ?? 'unknown'}): refund it`
    : order.status === 'Cancelled'
      ? `${received} for a cancelled order: reopen it or refund`
      : received;
  if (!paid || order.status === 'Cancelled') payments.log.warn({ orderId: order.id }, note);
  await insertStatusHistory(trx, {
    order_id: order.id,
    status: order.status,
    payment_status: paid ? 'Paid' : null,
    note,
    changed_by: null,
    created_at: nowIso,
  });
  const owner = paid ? await findUserById(trx, order.user_id) : undefined;
  if (paid && owner) {
    if (wantsEmail(owner))
      await enqueueMail(
        trx,
        paymentReceivedMail(
          owner.email,
          owner.username,
          paid,
          payment.amount_cents,
          receipt,
          publicUrl,
        ),
      );
    await queueSms(trx, owner, `order.paid:${paid.id}`, {
      kind: 'payment_received',
      orderNumber: paid.order_number,
      amountCents: payment.amount_cents,
      receipt,
    });
  }
}

/** A prompt that failed fails the order's payment, unless another prompt is still out. */
async function recordFailed(
  trx: Executor,
  { payments }: PaymentDeps,
  order: OrderRow,
  payment: PaymentRow,
  outcome: Outcome,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - payments.timeoutMinutes * 60_000).toISOString();
  if (await hasPendingPayment(trx, order.id, since)) return;
  const failed = await updatePaymentIf(trx, order.id, ['Pending'], {
    payment_status: 'Failed',
    payment_message: outcome.message,
    updated_at: now.toISOString(),
  });
  if (!failed) return;
  await insertStatusHistory(trx, {
    order_id: order.id,
    status: order.status,
    payment_status: 'Failed',
    note: outcome.message,
    changed_by: null,
    created_at: now.toISOString(),
  });
  await queueSms(trx, await findUserById(trx, order.user_id), `payment.failed:${payment.id}`, {
    kind: 'payment_failed',
    orderNumber: failed.order_number,
  });
}

/**
 * Settles one payment in ONE transaction: the payment row changes only while it is Pending, so of
 * two racing callbacks (or a callback and a query) exactly one goes on to change the order, write
 * its history and queue the mail. A receipt already stored for another payment rolls it all back.
 */
export async function settlePayment(
  deps: PaymentDeps,
  payment: PaymentRow,
  outcome: Outcome,
  now = new Date(),
): Promise<boolean> {
  const nowIso = now.toISOString();
  const { message: _message, ...settlement } = outcome;
  let settled: boolean;
  try {
    settled = await deps.db.transaction().execute(async (trx) => {
      const row = await settlePaymentIfPending(trx, payment.id, settlement, nowIso);
      const order = row && (await findOrderById(trx, row.order_id));
      if (!order) return row !== undefined;
      if (outcome.status === 'Paid') await recordPaid(trx, deps, order, row, outcome, nowIso);
      else await recordFailed(trx, deps, order, row, outcome, now);
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

/** The CallbackMetadata item of that name. */
function metadataValue(callback: MpesaCallback, name: string): string | number | undefined {
  const items = callback.Body.stkCallback.CallbackMetadata?.Item ?? [];
  return items.find((item) => item.Name === name)?.Value;
}

/**
 * Daraja's STK callback. An unknown CheckoutRequestID, a payment already settled (a repeat), a
 * success without a receipt or with another amount than asked change nothing; they are logged.
 */
export async function handleMpesaCallback(
  deps: PaymentDeps,
  callback: MpesaCallback,
): Promise<void> {
  const { db, payments } = deps;
  const stk = callback.Body.stkCallback;
  const context = { checkoutRequestId: stk.CheckoutRequestID, resultCode: stk.ResultCode };
  const payment = await findPaymentByCheckoutId(db, stk.CheckoutRequestID);
  if (
    !payment ||
    (payment.merchant_request_id && payment.merchant_request_id !== stk.MerchantRequestID)
  ) {
    payments.log.warn(context, 'M-Pesa callback for an unknown CheckoutRequestID: ignored');
    return;
  }
  if (payment.status !== 'Pending') {
    payments.log.info({ ...context, paymentId: payment.id }, 'Repeated M-Pesa callback: ignored');
    return;
  }
  if (stk.ResultCode !== 0) {
    await settlePayment(deps, payment, {
      status: 'Failed',
      result_code: stk.ResultCode,
      result_desc: stk.ResultDesc.slice(0, 500),
      mpesa_receipt: null,
      message: failureText(stk.ResultCode, stk.ResultDesc),
    });
    return;
  }
  const amount = Number(metadataValue(callback, 'Amount'));
  const receipt = String(metadataValue(callback, 'MpesaReceiptNumber') ?? '').trim();
  if (Math.round(amount * 100) !== payment.amount_cents || !/^[A-Z0-9]{6,20}$/.test(receipt)) {
    payments.log.warn(
      { ...context, paymentId: payment.id, amount, expectedCents: payment.amount_cents, receipt },
      'M-Pesa success callback with a wrong amount or no receipt: ignored, the query will tell',
    );
    return;
  }
  await settlePayment(deps, payment, {
    status: 'Paid',
    result_code: 0,
    result_desc: stk.ResultDesc.slice(0, 500),
    mpesa_receipt: receipt,
    message: PAYMENT_TEXTS.paid(receipt),
  });
}

export async function getPaymentState(
  { db }: Pick<PaymentDeps, 'db'>,
  user: UserRow,
  ref: string,
): Promise<PaymentState> {
  return paymentStateOf(await findOwnOrder(db, user, ref));
}

/**
 * A new STK Push for an M-Pesa order whose payment is Pending or Failed, at most once per 30 s per
 * order (kept in the database, so it holds across processes). Answers what to tell the shopper.
 */
export async function payAgain(
  deps: PaymentDeps,
  user: UserRow,
  ref: string,
  body: PayBody,
  now = new Date(),
): Promise<string> {
  const { db } = deps;
  const order = await findOwnOrder(db, user, ref);
  const method = paymentMethodSchema.parse(order.payment_method);
  if (method !== 'mpesa') {
    throw conflict(
      'NOT_AN_MPESA_ORDER',
      `This order is paid by ${PAYMENT_METHOD_LABELS[method]}, not M-Pesa`,
    );
  }
  if (order.status === 'Cancelled')
    throw conflict('ORDER_CANCELLED', 'This order was cancelled; please place a new order');
  if (order.payment_status === 'Paid' || order.payment_status === 'Refunded')
    throw conflict('ORDER_ALREADY_PAID', 'This order is already paid');
  const phone = body.mpesa_phone ?? order.mpesa_phone ?? resolveMpesaPhone(undefined, user);
  const nowIso = now.toISOString();
  const reopened = await db.transaction().execute(async (trx) => {
    const notBefore = new Date(now.getTime() - PAY_AGAIN_INTERVAL_SECONDS * 1000).toISOString();
    if (!(await claimOrderSlot(trx, order.id, 'pay_requested_at', nowIso, notBefore))) {
      throw tooManyRequests(
        `Please wait ${PAY_AGAIN_INTERVAL_SECONDS} seconds before asking for another M-Pesa prompt`,
        PAY_AGAIN_INTERVAL_SECONDS,
        'PAY_AGAIN_TOO_SOON',
      );
    }
    const updated = await updatePaymentIf(trx, order.id, ['Pending', 'Failed'], {
      payment_status: 'Pending',
      mpesa_phone: phone,
      payment_message: PAYMENT_TEXTS.checkPhone,
      updated_at: nowIso,
    });
    if (!updated || updated.status === 'Cancelled')
      throw conflict('ORDER_ALREADY_PAID', 'This order was just paid or cancelled');
    await insertStatusHistory(trx, {
      order_id: order.id,
      status: updated.status,
      payment_status: 'Pending',
      note: `New M-Pesa prompt sent to ${maskPhone(phone)}`,
      changed_by: null,
      created_at: nowIso,
    });
    return updated;
  });
  await startPayment(deps, reopened, phone, now);
  // Normally "Check your phone …"; the reason when M-Pesa could not be reached.
  const after = await findOrderById(db, order.id);
  return after ? paymentStateOf(after).message : PAYMENT_TEXTS.checkPhone;
}
