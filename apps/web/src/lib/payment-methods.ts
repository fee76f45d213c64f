import { PAYMENT_METHODS, type PaymentMethod } from '@mavazi/shared/constants';

const LABELS: Record<PaymentMethod, string> = {
  mpesa: 'M-Pesa',
  credit_card: 'Credit card',
  paypal: 'PayPal',
};

function isPaymentMethod(method: string): method is PaymentMethod {
  return (PAYMENT_METHODS as ReadonlyArray<string>).includes(method);
}

/** How a payment method reads on screen; one this build does not know (a newer server) reads as sent. */
export function paymentMethodLabel(method: string): string {
  return isPaymentMethod(method) ? LABELS[method] : method;
}
