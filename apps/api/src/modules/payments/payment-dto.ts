import {
  PAY_AGAIN_INTERVAL_SECONDS,
  type PaymentMethod,
  type PaymentStatus,
} from '@mavazi/shared/constants';
import {
  MPESA_RESULT_TEXTS,
  MPESA_TEXTS,
  PAYMENT_OUTCOMES,
  type PaymentOutcome,
} from '@mavazi/shared/mpesa-results';
import { maskPhone } from '@mavazi/shared/kenya';
import { paymentMethodSchema } from '@mavazi/shared/orders.schemas';
import type { OrderPayment, PaymentState } from '@mavazi/shared/payments.schemas';
import { paymentStatusSchema } from '@mavazi/shared/payments.schemas';
import type { OrderWithPaymentRow } from '../../db/schema';

/** What the shopper is told about a payment (the API's `message`). */
export const PAYMENT_TEXTS = {
  ...MPESA_TEXTS,
  cancelledOnPhone: MPESA_RESULT_TEXTS[1032] ?? MPESA_TEXTS.failed,
  phoneUnreachable: MPESA_RESULT_TEXTS[1037] ?? MPESA_TEXTS.failed,
  noAnswer: MPESA_TEXTS.timedOut,
  paid: (receipt: string | null) =>
    receipt ? `Paid with M-Pesa, receipt ${receipt}` : 'Paid with M-Pesa',
} as const;

/** The message for an order without a stored one: it follows from the method and the status. */
function defaultMessage(method: PaymentMethod, status: PaymentStatus): string {
  switch (status) {
    case 'Paid':
      return method === 'mpesa' ? PAYMENT_TEXTS.paid(null) : 'Payment received';
    case 'Refunded':
      return 'The payment was refunded';
    case 'Failed':
      return method === 'mpesa' ? 'The M-Pesa payment did not go through' : 'The payment failed';
    case 'Pending':
      if (method === 'mpesa') return 'Waiting for the M-Pesa payment';
      if (method === 'cash_on_delivery')
        return 'Pay on delivery: pay the rider in cash or by M-Pesa when your order arrives';
      return 'Pay later: the shop will contact you to arrange the payment';
  }
}

const isOutcome = (value: string | null): value is PaymentOutcome =>
  (PAYMENT_OUTCOMES as readonly (string | null)[]).includes(value);

/** The headline: the status decides Paid and Refunded; an M-Pesa payment's stored outcome the rest. */
function outcomeOf(
  row: OrderWithPaymentRow,
  method: PaymentMethod,
  status: PaymentStatus,
): PaymentOutcome {
  if (status === 'Paid') return 'paid';
  if (status === 'Refunded') return 'refunded';
  if (method !== 'mpesa') return 'offline';
  const stored = row.payment_outcome;
  if (isOutcome(stored) && stored !== 'paid' && stored !== 'refunded') return stored;
  return status === 'Failed' ? 'failed' : 'waiting';
}

/** When the shopper may next ask for a prompt: the 30 s after the last one, while it can be paid. */
function payAgainAt(row: OrderWithPaymentRow, outcome: PaymentOutcome, now: Date): string | null {
  if (row.status === 'Cancelled' || !row.pay_requested_at) return null;
  if (outcome === 'paid' || outcome === 'refunded' || outcome === 'offline') return null;
  const at = Date.parse(row.pay_requested_at) + PAY_AGAIN_INTERVAL_SECONDS * 1000;
  return at > now.getTime() ? new Date(at).toISOString() : null;
}

/** The order's `payment` object. */
export function orderPaymentOf(row: OrderWithPaymentRow, now = new Date()): OrderPayment {
  const method = paymentMethodSchema.parse(row.payment_method);
  const status = paymentStatusSchema.parse(row.payment_status);
  const outcome = outcomeOf(row, method, status);
  return {
    method,
    status,
    phone: row.mpesa_phone ? maskPhone(row.mpesa_phone) : null,
    mpesa_receipt: row.mpesa_receipt,
    message: row.payment_message ?? defaultMessage(method, status),
    outcome,
    pay_again_at: payAgainAt(row, outcome, now),
  };
}

/** GET /orders/{id}/payment. */
export function paymentStateOf(row: OrderWithPaymentRow, now = new Date()): PaymentState {
  const { status, mpesa_receipt, message, outcome, pay_again_at } = orderPaymentOf(row, now);
  return { payment_status: status, mpesa_receipt, message, outcome, pay_again_at };
}
