import { PAY_AGAIN_INTERVAL_SECONDS, PAYMENT_METHOD_LABELS } from '@mavazi/shared/constants';
import { KENYAN_PHONE_MESSAGE, maskPhone, normalizeKenyanPhone } from '@mavazi/shared/kenya';
import { wholeShillingsCents } from '@mavazi/shared/money';
import { mpesaResultOutcome, mpesaResultText } from '@mavazi/shared/mpesa-results';
import { paymentMethodSchema } from '@mavazi/shared/orders.schemas';
import type { MpesaCallback, PayBody, PaymentState } from '@mavazi/shared/payments.schemas';
import type { OrderRow, PaymentRow, UserRow } from '../db/schema';
import { settlePayment, type Outcome } from './settle-payment';
import type { AppDeps } from '../app-deps';
import { badRequest, conflict, tooManyRequests } from '../lib/http-error';
import { rule, takeAttempt } from '../modules/limits/attempt-limiter';
import { findOrderById, insertStatusHistory, lockOrder } from '../modules/orders/orders.repository';
import {
  claimPayRequest,
  orderWithPayment,
  updateOrderPaymentIf,
  withPayment,
  withPaymentIfAny,
} from '../modules/payments/order-payments.repository';
import { findOrderByLookup, findOwnOrder } from '../modules/orders/orders.service';
import { DarajaError } from '../modules/payments/daraja-client';
import { PAYMENT_TEXTS, paymentStateOf } from '../modules/payments/payment-dto';
import {
  claimUnansweredPayment,
  findPaymentByCheckoutId,
  findUnansweredPayment,
  insertPayment,
  insertUnmatchedPayment,
  recordStkAccepted,
} from '../modules/payments/payments.repository';

export type PaymentDeps = Pick<
  AppDeps,
  'db' | 'dialect' | 'mail' | 'publicUrl' | 'payments' | 'limits'
>;

/** How long a prompt stays on the phone before it lapses (Daraja gives up well within it). */
const STK_PROMPT_LIFETIME_MS = 2 * 60_000;

/** How long a prompt is in flight at most: the client's wait for Daraja, then the prompt's life. */
export const promptLifetimeMs = (gateway: Pick<PaymentDeps['payments'], 'requestTimeoutSeconds'>) =>
  gateway.requestTimeoutSeconds * 1000 + STK_PROMPT_LIFETIME_MS;

/** A callback for a prompt whose answer never came is matched to prompts at most this old. */
const MATCH_WINDOW_MS = 24 * 60 * 60_000;

export const TOO_MANY_PROMPTS =
  'Too many M-Pesa prompts were asked for this phone number or account. Please wait a few minutes, or pay by Paybill.';

/** The number to prompt: the one given, else the account's when it is a Kenyan mobile number. */
export function resolveMpesaPhone(given: string | undefined, user: UserRow): string {
  const phone = given ?? normalizeKenyanPhone(user.phone_number ?? '');
  if (!phone) {
    const text = `${KENYAN_PHONE_MESSAGE} to pay with M-Pesa`;
    throw badRequest('MPESA_PHONE_REQUIRED', text, { mpesa_phone: text });
  }
  return phone;
}

/**
 * Counts one STK prompt against the phone number and the account (RATE_LIMIT_MPESA_PROMPTS_*), or
 * refuses it with 429: nobody makes the shop ring a stranger's phone again and again.
 */
export async function takePromptAllowance(
  { db, limits }: Pick<AppDeps, 'db' | 'limits'>,
  userId: number,
  phone: string,
  now = new Date(),
): Promise<void> {
  await takeAttempt(
    db,
    [
      rule('mpesa-prompt', 'account', String(userId), limits.mpesaPromptsPerAccount),
      rule('mpesa-prompt-phone', 'account', phone, limits.mpesaPromptsPerPhone),
    ],
    TOO_MANY_PROMPTS,
    now,
    'MPESA_PROMPTS_LIMITED',
  );
}

/** The settlement of a result code other than 0: the shopper's text and headline for that code. */
export function failedOutcome(resultCode: number | null, resultDesc: string): Outcome {
  return {
    status: 'Failed',
    result_code: resultCode,
    result_desc: resultDesc.slice(0, 500),
    mpesa_receipt: null,
    message: mpesaResultText(resultCode),
    outcome: mpesaResultOutcome(resultCode),
  };
}

/**
 * Asks Daraja for an STK Push for the order. Runs after the order's transaction committed, never
 * inside it. When M-Pesa cannot be reached the payment shows Failed with a message, so the shopper
 * can pay again; when it was asked but did not answer in time the outcome is unknown (a prompt may
 * be on the phone): the payment stays open for its callback (decision 023).
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
    if (error.kind === 'unknown') {
      await updateOrderPaymentIf(db, order.id, ['Pending'], {
        payment_message: PAYMENT_TEXTS.slowAnswer,
        payment_outcome: 'waiting',
      });
      return;
    }
    await settlePayment(deps, payment, {
      status: 'Failed',
      result_code: null,
      result_desc: error.message.slice(0, 500),
      mpesa_receipt: null,
      // An outage is said as one; Daraja's own wording of a refusal is for the logs.
      message: error.kind === 'network' ? PAYMENT_TEXTS.unreachable : PAYMENT_TEXTS.refused,
      outcome: 'failed',
    });
  }
}

/** The CallbackMetadata item of that name. */
function metadataValue(callback: MpesaCallback, name: string): string | number | undefined {
  const items = callback.Body.stkCallback.CallbackMetadata?.Item ?? [];
  return items.find((item) => item.Name === name)?.Value;
}

/**
 * A success for a CheckoutRequestID we never learned (Daraja accepted the prompt but its answer to
 * us timed out): the prompt to that phone for exactly that amount whose answer never came takes it;
 * with none, the money is kept on the staff's unmatched list. Never dropped (decision 023).
 */
async function matchUnknownCallback(
  deps: PaymentDeps,
  callback: MpesaCallback,
  paid: { amount: number; receipt: string },
): Promise<PaymentRow | undefined> {
  const { db, payments } = deps;
  const stk = callback.Body.stkCallback;
  const now = new Date();
  const phone = normalizeKenyanPhone(String(metadataValue(callback, 'PhoneNumber') ?? ''));
  const amountCents = Math.round(paid.amount * 100);
  const since = new Date(now.getTime() - MATCH_WINDOW_MS).toISOString();
  const candidate = phone && (await findUnansweredPayment(db, phone, amountCents, since));
  const ids = {
    merchant_request_id: stk.MerchantRequestID,
    checkout_request_id: stk.CheckoutRequestID,
  };
  if (candidate && (await claimUnansweredPayment(db, candidate.id, ids, now.toISOString()))) {
    payments.log.info(
      { checkoutRequestId: stk.CheckoutRequestID, paymentId: candidate.id },
      'M-Pesa callback matched to an unanswered prompt by phone and amount',
    );
    return { ...candidate, ...ids };
  }
  const kept = await insertUnmatchedPayment(db, {
    ...ids,
    phone: phone ?? null,
    amount_cents: amountCents,
    mpesa_receipt: paid.receipt,
    transaction_date: String(metadataValue(callback, 'TransactionDate') ?? '').slice(0, 20) || null,
    received_at: now.toISOString(),
  });
  payments.log.warn(
    { checkoutRequestId: stk.CheckoutRequestID, receipt: paid.receipt, amountCents, kept },
    'M-Pesa payment with an unknown CheckoutRequestID: kept on the unmatched list for staff',
  );
  return undefined;
}

/** Amount and receipt of a success callback, when both look right. */
function paidDetails(callback: MpesaCallback): { amount: number; receipt: string } | undefined {
  const amount = Number(metadataValue(callback, 'Amount'));
  const receipt = String(metadataValue(callback, 'MpesaReceiptNumber') ?? '').trim();
  if (!Number.isFinite(amount) || amount <= 0 || !/^[A-Z0-9]{6,20}$/.test(receipt))
    return undefined;
  return { amount, receipt };
}

/**
 * Daraja's STK callback. A payment already settled (a repeat), a success without a receipt or with
 * another amount than asked change nothing; they are logged. A success for a CheckoutRequestID we
 * never learned is matched or kept for staff (matchUnknownCallback).
 */
export async function handleMpesaCallback(
  deps: PaymentDeps,
  callback: MpesaCallback,
): Promise<void> {
  const { db, payments } = deps;
  const stk = callback.Body.stkCallback;
  const context = { checkoutRequestId: stk.CheckoutRequestID, resultCode: stk.ResultCode };
  const paid = stk.ResultCode === 0 ? paidDetails(callback) : undefined;
  let payment = await findPaymentByCheckoutId(db, stk.CheckoutRequestID);
  if (payment?.merchant_request_id && payment.merchant_request_id !== stk.MerchantRequestID) {
    payments.log.warn(context, 'M-Pesa callback whose MerchantRequestID does not match: ignored');
    return;
  }
  if (!payment) {
    payment = paid && (await matchUnknownCallback(deps, callback, paid));
    if (!payment) {
      if (!paid)
        payments.log.warn(context, 'M-Pesa callback for an unknown CheckoutRequestID: ignored');
      return;
    }
  }
  if (payment.status === 'Paid') {
    payments.log.info({ ...context, paymentId: payment.id }, 'Repeated M-Pesa callback: ignored');
    return;
  }
  if (stk.ResultCode !== 0) {
    await settlePayment(deps, payment, failedOutcome(stk.ResultCode, stk.ResultDesc));
    return;
  }
  if (!paid || Math.round(paid.amount * 100) !== payment.amount_cents) {
    payments.log.warn(
      { ...context, paymentId: payment.id, paid, expectedCents: payment.amount_cents },
      'M-Pesa success callback with a wrong amount or no receipt: ignored, the query will tell',
    );
    return;
  }
  await settlePayment(deps, payment, {
    status: 'Paid',
    result_code: 0,
    result_desc: stk.ResultDesc.slice(0, 500),
    mpesa_receipt: paid.receipt,
    message: PAYMENT_TEXTS.paid(paid.receipt),
    outcome: 'paid',
  });
}

export async function getPaymentState(
  { db }: Pick<PaymentDeps, 'db'>,
  user: UserRow,
  ref: string,
): Promise<PaymentState> {
  return paymentStateOf(await withPayment(db, await findOwnOrder(db, user, ref)));
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
  const { db, dialect } = deps;
  const order = await withPayment(db, await findOwnOrder(db, user, ref));
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
  // Another number than the account's only when typed in this very request (no replays to a stranger).
  const phone = resolveMpesaPhone(body.mpesa_phone, user);
  const nowIso = now.toISOString();
  const notBefore = new Date(now.getTime() - PAY_AGAIN_INTERVAL_SECONDS * 1000).toISOString();
  const tooSoon = () => {
    const waitMs = Date.parse(order.pay_requested_at ?? nowIso) - Date.parse(notBefore);
    return tooManyRequests(
      `Please wait ${PAY_AGAIN_INTERVAL_SECONDS} seconds before asking for another M-Pesa prompt`,
      Math.min(Math.max(Math.ceil(waitMs / 1000), 1), PAY_AGAIN_INTERVAL_SECONDS),
      'PAY_AGAIN_TOO_SOON',
    );
  };
  // Too soon is answered before counting, so a double tap does not spend the prompt allowance.
  if (order.pay_requested_at && order.pay_requested_at > notBefore) throw tooSoon();
  await takePromptAllowance(deps, user.id, phone, now);
  const reopened = await db.transaction().execute(async (trx) => {
    // The order's row lock first, as a cancel and a settlement take it (decision 045).
    const locked = await lockOrder(trx, dialect, order.id);
    if (!(await claimPayRequest(trx, order.id, nowIso, notBefore))) {
      throw tooSoon();
    }
    const payment = await updateOrderPaymentIf(trx, order.id, ['Pending', 'Failed'], {
      payment_status: 'Pending',
      mpesa_phone: phone,
      payment_message: PAYMENT_TEXTS.checkPhone,
      payment_outcome: 'waiting',
    });
    if (!locked || !payment || locked.status === 'Cancelled')
      throw conflict('ORDER_ALREADY_PAID', 'This order was just paid or cancelled');
    const updated = orderWithPayment(locked, payment);
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
  const after = await withPaymentIfAny(db, await findOrderById(db, order.id));
  return after ? paymentStateOf(after).message : PAYMENT_TEXTS.checkPhone;
}

/** `POST /orders/lookup/pay`: the private link finds the guest order and its owner, who pays again. */
export async function payAgainByLink(
  deps: PaymentDeps & Pick<AppDeps, 'limits' | 'accountReads'>,
  link: { number: string; token: string },
  clientIp: string,
  body: PayBody,
): Promise<string> {
  const { order, owner } = await findOrderByLookup(deps, link.number, link.token, clientIp);
  return payAgain(deps, owner, order.order_number, body);
}
