import { PAY_AGAIN_INTERVAL_SECONDS } from '@mavazi/shared/constants';
import { toCents, wholeShillingsCents } from '@mavazi/shared/money';
import type { TrackedOrder } from '@mavazi/shared/orders.schemas';
import { PaymentPanel, typedPhone } from '../../../components/payment-panel';
import { errorMessage } from '../../../lib/api-client';
import { serverErrorOr } from '../../../lib/error-text';
import { useShopInfo } from '../../../lib/get-shop-info';
import { useSecondsUntil } from '../../../lib/use-seconds-until';
import { usePayOrderLookup } from '../api/pay-order-lookup';
import { canPayAgain } from './order-payment';

/** A guest order's payment, with "Pay again" through the private link and the Paybill fallback. */
export function GuestOrderPayment({
  order,
  token,
  headingLevel,
}: {
  order: TrackedOrder;
  token: string;
  headingLevel?: 2 | 3;
}) {
  const pay = usePayOrderLookup();
  const shop = useShopInfo();
  const payment = order.payment;
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
      defaultPhone={typedPhone(order.delivery?.phone)}
      paying={pay.isPending}
      error={pay.isError ? serverErrorOr(pay.error, errorMessage(pay.error)) : null}
      waitSeconds={waitSeconds}
      paybill={paybill}
      onPayAgain={(mpesaPhone) =>
        pay.mutateAsync({ number: order.order_number, token, mpesaPhone })
      }
    />
  );
}
