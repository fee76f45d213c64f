import { orderPaymentOf, paymentStateOf } from './payment-dto';
import { orderPaymentMatches, withPayment, withPayments } from './order-payments.repository';

/** What other modules may read about orders' payments; app.ts wires it into AppDeps (decision 045). */
export const paymentReads = {
  withPayment,
  withPayments,
  orderPaymentOf,
  paymentStateOf,
  orderPaymentMatches,
};
