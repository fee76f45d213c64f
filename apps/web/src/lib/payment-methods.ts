import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
} from '@mavazi/shared/constants';
import { i18n } from './i18n';

function isPaymentMethod(method: string): method is PaymentMethod {
  return (PAYMENT_METHODS as ReadonlyArray<string>).includes(method);
}

/** How a payment method reads on screen; one this build does not know (a newer server) reads as sent. */
export function paymentMethodLabel(method: string): string {
  return isPaymentMethod(method) ? i18n.t(`account:paymentMethod.${method}`) : method;
}

/** A payment status as a shopper reads it ("Awaiting payment" rather than "Pending"). */
export function paymentStatusLabel(status: string): string {
  const known = PAYMENT_STATUSES.find((s) => s === status);
  return known ? i18n.t(`account:paymentStatus.${known}`) : status;
}

/** An order status in the reader's language; one this build does not know reads as sent. */
export function orderStatusLabel(status: string): string {
  const known = ORDER_STATUSES.find((s) => s === status);
  return known ? i18n.t(`account:orderStatus.${known}`) : status;
}
