import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OrderWithPaymentRow, PaymentRow } from '../../src/db/schema';
import { createProduct, postCheckout, readOrderWithPayment, SHIPPING } from '../helpers/fixtures';
import type { TestUser } from '../helpers/test-app';

export interface CallbackFields {
  checkoutRequestId: string;
  merchantRequestId?: string;
  resultCode?: number;
  resultDesc?: string;
  amount?: number;
  receipt?: string;
  phone?: string;
}

/** The clock of a job run `seconds` from now. */
export const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** A receipt number like M-Pesa's (10 capitals and digits), different each time. */
export function uniqueReceipt(): string {
  return `T${randomBytes(5).toString('hex').toUpperCase().slice(0, 9)}`;
}

/** A body shaped as Daraja posts it (Body.stkCallback, CallbackMetadata.Item[] on success). */
export function callbackBody(f: CallbackFields): Record<string, unknown> {
  const resultCode = f.resultCode ?? 0;
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: f.merchantRequestId ?? '29115-34620561-1',
        CheckoutRequestID: f.checkoutRequestId,
        ResultCode: resultCode,
        ResultDesc:
          f.resultDesc ??
          (resultCode === 0 ? 'The service request is processed successfully.' : 'Failed'),
        ...(resultCode === 0
          ? {
              CallbackMetadata: {
                Item: [
                  { Name: 'Amount', Value: f.amount ?? 1 },
                  { Name: 'MpesaReceiptNumber', Value: f.receipt ?? uniqueReceipt() },
                  { Name: 'Balance' },
                  { Name: 'TransactionDate', Value: 20261121100405 },
                  { Name: 'PhoneNumber', Value: Number(f.phone ?? '254712345678') },
                ],
              },
            }
          : {}),
      },
    },
  };
}

export function postCallback(
  app: FastifyInstance,
  payload: Record<string, unknown>,
  token = app.config.mpesa.callbackToken,
) {
  return app.inject({
    method: 'POST',
    url: `/api/payments/mpesa/callback/${token}`,
    payload,
  });
}

/** The callback a payment would get from Daraja: its ids, its amount, success unless told. */
export function callbackFor(
  payment: PaymentRow,
  f: Omit<CallbackFields, 'checkoutRequestId'> = {},
): Record<string, unknown> {
  return callbackBody({
    checkoutRequestId: payment.checkout_request_id ?? '',
    merchantRequestId: payment.merchant_request_id ?? undefined,
    amount: payment.amount_cents / 100,
    ...f,
  });
}

/** The order with its payment (order_payments), as stored. */
export function readOrderRow(app: FastifyInstance, id: number): Promise<OrderWithPaymentRow> {
  return readOrderWithPayment(app, id);
}

export function paymentsOf(app: FastifyInstance, orderId: number): Promise<PaymentRow[]> {
  return app.db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export function historyOf(app: FastifyInstance, orderId: number) {
  return app.db
    .selectFrom('order_status_history')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export interface PlacedOrder {
  id: number;
  order_number: string;
  total_amount: number;
  payment: { status: string; phone: string | null; message: string };
}

/** Places a one-product M-Pesa order (or another method) through the real checkout. */
export async function placeOrder(
  app: FastifyInstance,
  user: Pick<TestUser, 'token'>,
  opts: { price?: number; quantity?: number; method?: string; phone?: string; promo?: string } = {},
): Promise<{ order: PlacedOrder; productId: number }> {
  const price = opts.price ?? 1250;
  const quantity = opts.quantity ?? 1;
  const product = await createProduct(app, { price, inventory: 10 });
  const res = await postCheckout(app, user.token, {
    items: [{ product_id: product.id, quantity, price }],
    total_amount: opts.promo ? (opts.price ?? 1250) * quantity * 0.9 : price * quantity,
    shipping: SHIPPING,
    payment_method: opts.method ?? 'mpesa',
    ...(opts.phone ? { mpesa_phone: opts.phone } : {}),
    ...(opts.promo ? { promotion_code: opts.promo } : {}),
  });
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return { order: res.json().order as PlacedOrder, productId: product.id };
}

/** The payment row of an order's latest STK Push. */
export async function latestPayment(app: FastifyInstance, orderId: number): Promise<PaymentRow> {
  const rows = await paymentsOf(app, orderId);
  const last = rows.at(-1);
  if (!last) throw new Error(`order ${orderId} has no payment`);
  return last;
}

/** Subjects of the mail queued about one order, oldest first. */
export async function mailAbout(app: FastifyInstance, orderNumber: string): Promise<string[]> {
  const rows = await app.db
    .selectFrom('mail_outbox')
    .select('subject')
    .where('subject', 'like', `%${orderNumber}%`)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.subject);
}
