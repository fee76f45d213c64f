import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@mavazi/shared/constants';

function isPaymentMethod(method: string): method is PaymentMethod {
  return (PAYMENT_METHODS as ReadonlyArray<string>).includes(method);
}

/** How a payment method reads on screen; one this build does not know (a newer server) reads as sent. */
export function paymentMethodLabel(method: string): string {
  return isPaymentMethod(method) ? PAYMENT_METHOD_LABELS[method] : method;
}

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  Pending: 'Awaiting payment',
  Paid: 'Paid',
  Failed: 'Payment failed',
  Refunded: 'Refunded',
};

/** A payment status as a shopper reads it ("Awaiting payment" rather than "Pending"). */
export function paymentStatusLabel(status: string): string {
  return PAYMENT_STATUS_LABELS[status] ?? status;
}
