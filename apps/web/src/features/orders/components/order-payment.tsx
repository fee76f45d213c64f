import { useEffect, useState } from 'react';
import { PAY_AGAIN_INTERVAL_SECONDS } from '@mavazi/shared/constants';
import type { Order } from '@mavazi/shared/orders.schemas';
import { PaymentPanel, typedPhone } from '../../../components/payment-panel';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../auth/use-auth';
import { useOrderPayment } from '../api/get-order-payment';
import { usePayOrder } from '../api/pay-order';

const FRESH_PROMPT_MS = PAY_AGAIN_INTERVAL_SECONDS * 1000;

/**
 * An order's payment, with "Pay again" for an unpaid M-Pesa order. A prompt just sent (`follow`, or
 * after "Pay again") is followed until it settles, and gets 30 s before another may be asked for.
 */
export function OrderPayment({ order, follow = false }: { order: Order; follow?: boolean }) {
  const { user } = useAuth();
  const ref = String(order.id);
  const [followSince, setFollowSince] = useState<number | null>(() => (follow ? Date.now() : null));
  const [now, setNow] = useState(() => Date.now());
  const live = useOrderPayment(ref, followSince);
  const pay = usePayOrder();

  useEffect(() => {
    if (followSince === null) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), followSince + FRESH_PROMPT_MS - Date.now());
    return () => clearTimeout(timer);
  }, [followSince]);

  const payment = live.data
    ? {
        ...order.payment,
        status: live.data.payment_status,
        mpesa_receipt: live.data.mpesa_receipt,
        message: live.data.message,
      }
    : order.payment;
  const fresh = followSince !== null && now - followSince < FRESH_PROMPT_MS;
  const canPayAgain =
    order.payment_method === 'mpesa' &&
    order.status !== 'Cancelled' &&
    (payment.status === 'Failed' || (payment.status === 'Pending' && !fresh));
  return (
    <PaymentPanel
      payment={payment}
      canPayAgain={canPayAgain}
      defaultPhone={typedPhone(user?.phone_number)}
      paying={pay.isPending}
      error={pay.isError ? errorMessage(pay.error) : null}
      onPayAgain={async (mpesaPhone) => {
        await pay.mutateAsync({ ref, mpesaPhone });
        setFollowSince(Date.now());
      }}
    />
  );
}
