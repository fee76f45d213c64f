/**
 * What the shopper is told about an M-Pesa payment, one text per STK result code Daraja sends: the
 * API stores these as the payment's `message`, and the web app shows the same words.
 */

/** How a payment ended (or stands), as the shopper's pages headline it. */
export const PAYMENT_OUTCOMES = [
  /** A prompt is out (or M-Pesa has not answered yet): check the phone. */
  'waiting',
  'paid',
  /** The shopper cancelled the prompt on the phone (1032). */
  'cancelled',
  /** Nobody answered the prompt, or M-Pesa never told us (1037, 1019, no answer). */
  'timed_out',
  /** Any other refusal: wrong PIN, balance, M-Pesa unreachable. */
  'failed',
  'refunded',
  /** Not M-Pesa: pay on delivery or pay later. */
  'offline',
] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export const MPESA_TEXTS = {
  checkPhone: 'Check your phone to complete the M-Pesa payment',
  slowAnswer:
    'M-Pesa is slow to answer. If a prompt reaches your phone, complete it; we will match the payment to your order.',
  unreachable:
    'M-Pesa could not be reached. Your order is saved: please use "Pay again" in a minute.',
  timedOut:
    'We did not hear back from M-Pesa about this payment. If you did not pay, use "Pay again".',
  refused:
    'M-Pesa did not accept the payment request. Your order is saved: please use "Pay again" later.',
  failed: 'The M-Pesa payment did not go through. Please use "Pay again".',
} as const;

/** Daraja's STK result codes and what they mean for the shopper. */
export const MPESA_RESULT_TEXTS: Readonly<Record<number, string>> = {
  0: 'Paid with M-Pesa',
  1: 'Your M-Pesa balance was not enough for this payment. Top up, then use "Pay again".',
  1001: 'Another M-Pesa payment was in progress on your phone. Finish it, then use "Pay again".',
  1019: 'The M-Pesa prompt expired before it was answered. Please use "Pay again".',
  1025: 'M-Pesa could not send the prompt to your phone. Please use "Pay again".',
  1032: 'The payment was cancelled on the phone',
  1037: 'Your phone could not be reached. Check it is on and use "Pay again".',
  2001: 'The M-Pesa PIN was wrong. Use "Pay again" and enter your PIN carefully.',
};

/** The shopper's text for a result code; an unknown code gets a plain "did not go through". */
export function mpesaResultText(code: number | null): string {
  return (code !== null && MPESA_RESULT_TEXTS[code]) || MPESA_TEXTS.failed;
}

/** Which headline a result code gets. */
export function mpesaResultOutcome(code: number | null): PaymentOutcome {
  if (code === 0) return 'paid';
  if (code === 1032) return 'cancelled';
  if (code === 1037 || code === 1019) return 'timed_out';
  return 'failed';
}

/** The headline the shopper's pages give each outcome (the confirmation page, My Orders, tracking). */
export const PAYMENT_HEADLINES: Readonly<Record<PaymentOutcome, string>> = {
  waiting: 'Order placed: waiting for your M-Pesa payment',
  paid: 'Order placed and paid',
  cancelled: 'Payment cancelled on your phone',
  timed_out: 'We did not hear back from M-Pesa',
  failed: 'Payment did not go through',
  refunded: 'Payment refunded',
  offline: 'Order placed',
};
