import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { orderSchema, type Order } from '@mavazi/shared/orders.schemas';
import { buttonClasses } from '../../../components/button';
import { OrderDeliveryDetails } from '../../../components/order-delivery-details';
import { OrderLines } from '../../../components/order-lines';
import { PriceText } from '../../../components/price-text';
import { formatDateTime } from '../../../lib/format-date';
import { useAuth } from '../../auth/use-auth';
import { PAYMENT_HEADLINES, type PaymentOutcome } from '@mavazi/shared/mpesa-results';
import { useLivePayment } from '../api/get-order-payment';
import { useOrders } from '../api/get-orders';
import { OrderPayment } from '../components/order-payment';

/** The spec's words for an order placed whose payment went through or is on its way. */
const PLACED_TEXT =
  'Success! Your order has been placed successfully. Check your email for the Order Number.';
/** What an unpaid outcome adds under its headline: the order is kept, it just is not paid. */
const NOT_PAID_TEXT =
  'Your order is saved but not paid yet. Use "Pay again" below, or pay by Paybill.';

const GOOD_OUTCOMES: ReadonlySet<PaymentOutcome> = new Set(['paid', 'offline', 'waiting']);

/** The order checkout passed in navigation state (the browser keeps it across a reload). */
function confirmedOrder(state: unknown): Order | null {
  if (!state || typeof state !== 'object' || !('order' in state)) return null;
  const parsed = orderSchema.safeParse(state.order);
  return parsed.success ? parsed.data : null;
}

/** An order's number and total, with any other facts between them. */
function OrderFacts({
  order,
  children,
}: {
  order: Pick<Order, 'order_number' | 'total_amount'>;
  children?: ReactNode;
}) {
  return (
    <dl className="mx-auto mt-6 grid max-w-xs grid-cols-2 gap-2 rounded-2xl bg-brand-50 p-4 text-left text-sm">
      <dt className="text-stone-600">Order number</dt>
      <dd className="font-semibold">{order.order_number}</dd>
      {children}
      <dt className="text-stone-600">Total</dt>
      <dd className="font-semibold">
        <PriceText amount={order.total_amount} />
      </dd>
    </dl>
  );
}

/**
 * /order-confirmation opened without an order in the navigation state (a reload, a bookmark): it claims
 * nothing was just placed; a signed-in shopper sees their latest order, anyone else ways on.
 */
function NoOrderInState() {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const orders = useOrders(1, { enabled: signedIn });
  const latest = signedIn ? orders.data?.orders[0] : undefined;
  const loading = signedIn && orders.isPending;
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <title>Your orders · Mavazi</title>
      <div className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-stone-200">
        <h1 className="text-2xl font-bold text-stone-900">
          {latest ? 'Your latest order' : 'No order to show here'}
        </h1>
        {loading ? (
          <div
            role="status"
            className="mx-auto mt-6 h-24 max-w-xs animate-pulse rounded-2xl bg-stone-100"
          >
            <span className="sr-only">Loading...</span>
          </div>
        ) : latest ? (
          <OrderFacts order={latest}>
            <dt className="text-stone-600">Placed</dt>
            <dd>
              <time dateTime={latest.created_at}>{formatDateTime(latest.created_at)}</time>
            </dd>
            <dt className="text-stone-600">Status</dt>
            <dd className="font-semibold">{latest.status}</dd>
          </OrderFacts>
        ) : (
          <p className="mt-3 text-stone-700">
            This page confirms an order right after checkout. Your orders and their status are
            always under My Orders.
          </p>
        )}
        {latest ? (
          <div className="mt-4 text-left">
            <OrderPayment order={latest} headingLevel={2} />
          </div>
        ) : null}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {latest ? (
            <Link
              to={`/order-tracking?order=${encodeURIComponent(latest.order_number)}`}
              className={buttonClasses('primary')}
            >
              Track this order
            </Link>
          ) : null}
          <Link to="/my-orders" className={buttonClasses(latest ? 'secondary' : 'primary')}>
            My Orders
          </Link>
          <Link to="/products" className={buttonClasses('secondary')}>
            Continue shopping
          </Link>
        </div>
      </div>
    </div>
  );
}

export function OrderConfirmationPage() {
  const location = useLocation();
  const order = confirmedOrder(location.state);
  if (!order) return <NoOrderInState />;
  return <ConfirmedOrder order={order} />;
}

/** The order just placed, headlined by how its payment stands on the server now (also after a reload). */
function ConfirmedOrder({ order }: { order: Order }) {
  const payment = useLivePayment(order);
  const good = GOOD_OUTCOMES.has(payment.outcome);
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <title>Order placed · Mavazi</title>
      <div className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-stone-200">
        <span
          aria-hidden="true"
          className={`mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full text-2xl ${
            good ? 'bg-emerald-100 text-emerald-700' : 'bg-amber-100 text-amber-700'
          }`}
        >
          {good ? '✓' : '!'}
        </span>
        <h1 className="text-2xl font-bold text-stone-900">{PAYMENT_HEADLINES[payment.outcome]}</h1>
        <p className="mt-3 text-stone-700">{good ? PLACED_TEXT : NOT_PAID_TEXT}</p>
        <OrderFacts order={order} />
        <div className="mt-4 space-y-4 text-left">
          <OrderPayment order={order} headingLevel={2} />
          <OrderLines items={order.items} label={`Items of order ${order.order_number}`} />
          <OrderDeliveryDetails order={order} />
        </div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/my-orders" className={buttonClasses('primary')}>
            My Orders
          </Link>
          <Link to="/products" className={buttonClasses('secondary')}>
            Continue shopping
          </Link>
        </div>
      </div>
    </div>
  );
}
