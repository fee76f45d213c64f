import { PAY_AGAIN_INTERVAL_SECONDS } from '@mavazi/shared/constants';
import { toCents, wholeShillingsCents } from '@mavazi/shared/money';
import type { Order } from '@mavazi/shared/orders.schemas';
import type { OrderPayment as OrderPaymentState } from '@mavazi/shared/payments.schemas';
import { PaymentPanel } from '../../../components/payment-panel';
import { typedPhone } from '../../../components/mpesa-phone-field';
import { errorMessage } from '../../../lib/api-client';
import { serverErrorOr } from '../../../lib/error-text';
import { useShopInfo } from '../../../lib/get-shop-info';
import { useSecondsUntil } from '../../../lib/use-seconds-until';
import { useAuth } from '../../../hooks/use-auth';
import { useLivePayment } from '../api/get-order-payment';
import { usePayOrder } from '../api/pay-order';
import { usePayOrderLookup } from '../api/pay-order-lookup';

/** Whether the shopper may ask for another prompt (now or after the countdown). */
export function canPayAgain(order: Order, payment: OrderPaymentState): boolean {
  return (
    order.payment_method === 'mpesa' &&
    order.status !== 'Cancelled' &&
    (payment.status === 'Failed' || payment.status === 'Pending')
  );
}

/**
 * What differs between the signed-in shopper's order and a guest's (`linkToken`, its private link):
 * where the payment is followed, whose phone is offered, and which route asks for another prompt.
 */
function usePaymentAccess(order: Order, linkToken: string | undefined) {
  const { user } = useAuth();
  const signedIn = linkToken === undefined;
  const payment = useLivePayment(order, signedIn);
  const payByAccount = usePayOrder();
  const payByLink = usePayOrderLookup();
  const pay = signedIn ? payByAccount : payByLink;
  return {
    payment,
    defaultPhone: typedPhone(signedIn ? user?.phone_number : order.delivery?.phone),
    paying: pay.isPending,
    error: !pay.isError
      ? null
      : signedIn
        ? errorMessage(pay.error)
        : serverErrorOr(pay.error, errorMessage(pay.error)),
    payAgain: (mpesaPhone: string) =>
      linkToken === undefined
        ? payByAccount.mutateAsync({ ref: String(order.id), mpesaPhone })
        : payByLink.mutateAsync({ number: order.order_number, token: linkToken, mpesaPhone }),
  };
}

/**
 * An order's payment as the server sees it now (followed live while it waits for the phone), with
 * "Pay again" and its countdown for an unpaid M-Pesa order, and the shop's Paybill as a fallback.
 * A guest's order (`linkToken`) pays again through its private link.
 */
export function OrderPayment({
  order,
  linkToken,
  headingLevel,
}: {
  order: Order;
  linkToken?: string;
  headingLevel?: 2 | 3;
}) {
  const access = usePaymentAccess(order, linkToken);
  const { payment } = access;
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
      defaultPhone={access.defaultPhone}
      paying={access.paying}
      error={access.error}
      waitSeconds={waitSeconds}
      paybill={paybill}
      onPayAgain={access.payAgain}
    />
  );
}
