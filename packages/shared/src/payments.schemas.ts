import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './constants';
import { kenyanPhoneSchema } from './kenya.schemas';
import { PAYMENT_OUTCOMES } from './mpesa-results';

export const paymentStatusSchema = z.enum(
  PAYMENT_STATUSES,
  'Payment status must be one of Pending, Paid, Failed, Refunded',
);

/** The number the M-Pesa prompt goes to, typed any usual way; "" or null mean "not given". */
export const mpesaPhoneSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  kenyanPhoneSchema.optional(),
);

/** How an order is being paid, as the shopper and the admin see it. */
export const orderPaymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  status: paymentStatusSchema,
  /** The M-Pesa number, masked (2547****678); null for other methods. */
  phone: z.string().nullable(),
  mpesa_receipt: z.string().nullable(),
  /** What to tell the shopper now, e.g. "Check your phone to complete the M-Pesa payment". */
  message: z.string(),
  /** Which headline the shopper's pages show (decision 023). */
  outcome: z.enum(PAYMENT_OUTCOMES),
  /** When "Pay again" may be asked for next (ISO UTC); null when it may be now or not at all. */
  pay_again_at: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** GET /orders/{id}/payment: what the confirmation page follows. */
export const paymentStateSchema = z.object({
  payment_status: paymentStatusSchema,
  mpesa_receipt: z.string().nullable(),
  message: z.string(),
  outcome: z.enum(PAYMENT_OUTCOMES),
  pay_again_at: z.string().nullable(),
});
export type PaymentState = z.infer<typeof paymentStateSchema>;

/** POST /orders/{id}/pay. */
export const payBodySchema = z.object({ mpesa_phone: mpesaPhoneSchema });
export type PayBody = z.infer<typeof payBodySchema>;

/** Daraja sends some numbers as strings ("0"): both are read, anything else is refused. */
const darajaInteger = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d{1,10}$/)
    .transform(Number),
]);

const callbackItemSchema = z.looseObject({
  Name: z.string().max(64),
  // Daraja leaves Value out for some items (Balance).
  Value: z.union([z.number(), z.string().max(200)]).optional(),
});

/** The body Safaricom's Daraja posts to the STK Push callback URL (Body.stkCallback). */
export const mpesaCallbackSchema = z.looseObject({
  Body: z.looseObject({
    stkCallback: z.looseObject({
      MerchantRequestID: z.string().max(100),
      CheckoutRequestID: z.string().min(1).max(100),
      ResultCode: darajaInteger,
      ResultDesc: z.string().max(1000),
      CallbackMetadata: z.looseObject({ Item: z.array(callbackItemSchema).max(20) }).optional(),
    }),
  }),
});
export type MpesaCallback = z.infer<typeof mpesaCallbackSchema>;

/** The answer Daraja expects from a callback URL. */
export const mpesaCallbackAckSchema = z.object({ ResultCode: z.number(), ResultDesc: z.string() });

export const mpesaCallbackParamsSchema = z.object({ token: z.string().max(200) });

/** GET /admin/payments/unmatched: M-Pesa money no prompt of ours could be matched to (decision 023). */
export const unmatchedPaymentSchema = z.object({
  id: z.number(),
  checkout_request_id: z.string(),
  /** As M-Pesa reported it, masked (2547****678). */
  phone: z.string().nullable(),
  /** KES, as every amount of the API. */
  amount: z.number(),
  mpesa_receipt: z.string(),
  received_at: z.string(),
});
export type UnmatchedPayment = z.infer<typeof unmatchedPaymentSchema>;
