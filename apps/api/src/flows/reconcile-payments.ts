import { settlePayment } from './settle-payment';
import { DarajaError } from '../modules/payments/daraja-client';
import { PAYMENT_TEXTS } from '../modules/payments/payment-dto';
import {
  findDuePayments,
  leasePayment,
  NO_ANSWER_DESC,
} from '../modules/payments/payments.repository';
import { failedOutcome, promptLifetimeMs, type PaymentDeps } from './pay-order';

const BATCH = 20;
/** A payment that still cannot be told is asked about again later, at most this far apart. */
const MAX_QUERY_GAP_MS = 15 * 60_000;

/**
 * Reconciliation: payments still Pending `MPESA_QUERY_AFTER_SECONDS` after their prompt (the callback
 * never came, or was refused) are settled from Daraja's STK Push Query. Each payment is leased with
 * a conditional update first, so several processes never ask about the same one at once; the
 * settlement itself happens once whatever races it (see settlePayment). Resolves with the number
 * of payments settled.
 */
export async function reconcilePayments(deps: PaymentDeps, now = new Date()): Promise<number> {
  const { db, payments } = deps;
  let settled = 0;
  for (const payment of await findDuePayments(db, now.toISOString(), BATCH)) {
    const gapMs = Math.min(
      payments.queryAfterSeconds * 1000 * 2 ** payment.query_attempts,
      MAX_QUERY_GAP_MS,
    );
    if (!(await leasePayment(db, payment, new Date(now.getTime() + gapMs).toISOString()))) continue;
    if (!payment.checkout_request_id) {
      // An STK Push this old without an answer never got one.
      if (now.getTime() - Date.parse(payment.created_at) < promptLifetimeMs(payments)) continue;
      // Daraja never answered the STK Push (it timed out, or the process stopped while asking):
      // nothing to query. The shopper may pay again; a late callback is still matched to it.
      const done = await settlePayment(deps, payment, {
        status: 'Failed',
        result_code: null,
        result_desc: NO_ANSWER_DESC,
        mpesa_receipt: null,
        message: PAYMENT_TEXTS.timedOut,
        outcome: 'timed_out',
      });
      if (done) settled += 1;
      continue;
    }
    try {
      const result = await payments.mpesa.stkQuery(payment.checkout_request_id);
      if (result.state === 'processing') continue;
      const done = await settlePayment(
        deps,
        payment,
        result.resultCode === 0
          ? {
              status: 'Paid',
              result_code: 0,
              result_desc: result.resultDesc.slice(0, 500),
              mpesa_receipt: null,
              message: PAYMENT_TEXTS.paid(null),
              outcome: 'paid',
            }
          : failedOutcome(result.resultCode, result.resultDesc),
      );
      if (done) settled += 1;
    } catch (error) {
      if (!(error instanceof DarajaError)) throw error;
      payments.log.warn(
        { paymentId: payment.id, err: error },
        'STK Push Query failed; asking again later',
      );
    }
  }
  return settled;
}
