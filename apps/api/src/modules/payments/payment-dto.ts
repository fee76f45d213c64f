import type { PaymentMethod, PaymentStatus } from '@mavazi/shared/constants';
import { maskPhone } from '@mavazi/shared/kenya';
import { paymentMethodSchema } from '@mavazi/shared/orders.schemas';
import type { OrderPayment, PaymentState } from '@mavazi/shared/payments.schemas';
import { paymentStatusSchema } from '@mavazi/shared/payments.schemas';
import type { OrderRow } from '../../db/schema';

/** What the shopper is told about a payment (the API's `message`). */
export const PAYMENT_TEXTS = {
  checkPhone: 'Check your phone to complete the M-Pesa payment',
  unreachable:
    'M-Pesa could not be reached. Your order is saved: please use "Pay again" in a minute.',
  cancelledOnPhone: 'The payment was cancelled on the phone',
  phoneUnreachable: 'Your phone could not be reached. Check it is on and use "Pay again".',
  noAnswer: 'M-Pesa did not answer the payment request. Please use "Pay again".',
  refused: (reason: string) => `M-Pesa did not accept the payment request: ${reason}`,
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

/** The order's `payment` object. */
export function orderPaymentOf(row: OrderRow): OrderPayment {
  const method = paymentMethodSchema.parse(row.payment_method);
  const status = paymentStatusSchema.parse(row.payment_status);
  return {
    method,
    status,
    phone: row.mpesa_phone ? maskPhone(row.mpesa_phone) : null,
    mpesa_receipt: row.mpesa_receipt,
    message: row.payment_message ?? defaultMessage(method, status),
  };
}

/** GET /orders/{id}/payment. */
export function paymentStateOf(row: OrderRow): PaymentState {
  const { status, mpesa_receipt, message } = orderPaymentOf(row);
  return { payment_status: status, mpesa_receipt, message };
}
