import { Link, useLocation } from 'react-router';
import { orderSchema, type Order } from '@mavazi/shared/orders.schemas';
import { buttonClasses } from '../../../components/button';
import { OrderDeliveryDetails } from '../../../components/order-delivery-details';
import { OrderLines } from '../../../components/order-lines';
import { PriceText } from '../../../components/price-text';

/** The order passed in navigation state by checkout (absent after a reload). */
function confirmedOrder(state: unknown): Order | null {
  if (!state || typeof state !== 'object' || !('order' in state)) return null;
  const parsed = orderSchema.safeParse(state.order);
  return parsed.success ? parsed.data : null;
}

export function OrderConfirmationPage() {
  const location = useLocation();
  const order = confirmedOrder(location.state);
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <title>Order placed · Mavazi</title>
      <div className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-stone-200">
        <span
          aria-hidden="true"
          className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-2xl text-emerald-700"
        >
          ✓
        </span>
        <h1 className="text-2xl font-bold text-stone-900">Order placed</h1>
        <p className="mt-3 text-stone-700">
          Success! Your order has been placed successfully. Check your email for the Order Number.
        </p>
        {order ? (
          <dl className="mx-auto mt-6 grid max-w-xs grid-cols-2 gap-2 rounded-2xl bg-brand-50 p-4 text-left text-sm">
            <dt className="text-stone-600">Order number</dt>
            <dd className="font-semibold">{order.order_number}</dd>
            <dt className="text-stone-600">Total</dt>
            <dd className="font-semibold">
              <PriceText amount={order.total_amount} />
            </dd>
          </dl>
        ) : null}
        {order ? (
          <div className="mt-4 space-y-4 text-left">
            <OrderLines items={order.items} label={`Items of order ${order.order_number}`} />
            <OrderDeliveryDetails order={order} />
          </div>
        ) : null}
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
