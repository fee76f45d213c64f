import { PAY_AGAIN_INTERVAL_SECONDS } from '@mavazi/shared/constants';
import { toCents, wholeShillingsCents } from '@mavazi/shared/money';
import type { Order } from '@mavazi/shared/orders.schemas';
import type { OrderPayment as OrderPaymentState } from '@mavazi/shared/payments.schemas';
import { PaymentPanel, typedPhone } from '../../../components/payment-panel';
import { errorMessage } from '../../../lib/api-client';
import { useShopInfo } from '../../../lib/get-shop-info';
import { useSecondsUntil } from '../../../lib/use-seconds-until';
import { useAuth } from '../../auth/use-auth';
import { useLivePayment } from '../api/get-order-payment';
import { usePayOrder } from '../api/pay-order';

/** Whether the shopper may ask for another prompt (now or after the countdown). */
export function canPayAgain(order: Order, payment: OrderPaymentState): boolean {
  return (
    order.payment_method === 'mpesa' &&
    order.status !== 'Cancelled' &&
    (payment.status === 'Failed' || payment.status === 'Pending')
  );
}

/**
 * An order's payment as the server sees it now (followed live while it waits for the phone), with
 * "Pay again" and its countdown for an unpaid M-Pesa order, and the shop's Paybill as a fallback.
 */
export function OrderPayment({ order, headingLevel }: { order: Order; headingLevel?: 2 | 3 }) {
  const { user } = useAuth();
  const ref = String(order.id);
  const payment = useLivePayment(order);
  const pay = usePayOrder();
  const shop = useShopInfo();
  // The checkout's own prompt gets its 30 s too before another is offered.
  const firstPromptWait =
    payment.outcome === 'waiting'
      ? new Date(Date.parse(order.created_at) + PAY_AGAIN_INTERVAL_SECONDS * 1000).toISOString()
      : null;
  const waitSeconds = useSecondsUntil(payment.pay_again_at ?? firstPromptWait);
  const unpaid = canPayAgain(order, payment);
  const paybill =
    unpaid && shop.data
      ? {
          businessNumber: shop.data.mpesa_paybill,
          accountNumber: order.order_number,
          amount: wholeShillingsCents(toCents(order.total_amount)) / 100,
        }
      : null;
  return (
    <PaymentPanel
      headingLevel={headingLevel}
      payment={payment}
      canPayAgain={unpaid}
      defaultPhone={typedPhone(user?.phone_number)}
      paying={pay.isPending}
      error={pay.isError ? errorMessage(pay.error) : null}
      waitSeconds={waitSeconds}
      paybill={paybill}
      onPayAgain={(mpesaPhone) => pay.mutateAsync({ ref, mpesaPhone })}
    />
  );
}
