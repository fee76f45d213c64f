import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { orderSchema, type Order } from '@mavazi/shared/orders.schemas';
import { buttonClasses } from '../../../components/button';
import { OrderDeliveryDetails } from '../../../components/order-delivery-details';
import { OrderLines } from '../../../components/order-lines';
import { PriceText } from '../../../components/price-text';
import { formatDateTime } from '../../../lib/format-date';
import { useAuth } from '../../../hooks/use-auth';
import type { PaymentOutcome } from '@mavazi/shared/mpesa-results';
import { useLivePayment } from '../api/get-order-payment';
import { useOrders } from '../api/get-orders';
import { orderStatusLabel } from '../../../lib/payment-methods';
import { OrderPayment } from '../components/order-payment';
import { DocumentTitle } from '../../../components/document-title';

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
  const { t } = useTranslation('shop');
  return (
    <dl className="mx-auto mt-6 grid max-w-xs grid-cols-2 gap-2 rounded-2xl bg-brand-50 p-4 text-left text-sm">
      <dt className="text-stone-600">{t('confirmation.orderNumber')}</dt>
      <dd className="font-semibold">{order.order_number}</dd>
      {children}
      <dt className="text-stone-600">{t('confirmation.total')}</dt>
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
  const { t } = useTranslation('shop');
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const orders = useOrders(1, { enabled: signedIn });
  const latest = signedIn ? orders.data?.orders[0] : undefined;
  const loading = signedIn && orders.isPending;
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <DocumentTitle>{t('confirmation.titleOrders')}</DocumentTitle>
      <div className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-stone-200">
        <h1 className="text-2xl font-bold text-stone-900">
          {latest ? t('confirmation.latest') : t('confirmation.none')}
        </h1>
        {loading ? (
          <div
            role="status"
            className="mx-auto mt-6 h-24 max-w-xs animate-pulse rounded-2xl bg-stone-100"
          >
            <span className="sr-only">{t('shell.loading', { ns: 'common' })}</span>
          </div>
        ) : latest ? (
          <OrderFacts order={latest}>
            <dt className="text-stone-600">{t('confirmation.placedAt')}</dt>
            <dd>
              <time dateTime={latest.created_at}>{formatDateTime(latest.created_at)}</time>
            </dd>
            <dt className="text-stone-600">{t('confirmation.status')}</dt>
            <dd className="font-semibold">{orderStatusLabel(latest.status)}</dd>
          </OrderFacts>
        ) : (
          <p className="mt-3 text-stone-700">{t('confirmation.explain')}</p>
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
              {t('confirmation.track')}
            </Link>
          ) : null}
          <Link to="/my-orders" className={buttonClasses(latest ? 'secondary' : 'primary')}>
            {t('confirmation.myOrders')}
          </Link>
          <Link to="/products" className={buttonClasses('secondary')}>
            {t('confirmation.continue')}
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
  const { t } = useTranslation('shop');
  const payment = useLivePayment(order);
  const good = GOOD_OUTCOMES.has(payment.outcome);
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <DocumentTitle>{t('confirmation.titlePlaced')}</DocumentTitle>
      <div className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-stone-200">
        <span
          aria-hidden="true"
          className={`mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full text-2xl ${
            good ? 'bg-emerald-100 text-emerald-700' : 'bg-amber-100 text-amber-700'
          }`}
        >
          {good ? '✓' : '!'}
        </span>
        <h1 className="text-2xl font-bold text-stone-900">
          {t(`payment.headline.${payment.outcome}`)}
        </h1>
        <p className="mt-3 text-stone-700">
          {good ? t('confirmation.placed') : t('confirmation.notPaid')}
        </p>
        <OrderFacts order={order} />
        <div className="mt-4 space-y-4 text-left">
          <OrderPayment order={order} headingLevel={2} />
          <OrderLines
            items={order.items}
            label={t('confirmation.itemsOf', { number: order.order_number })}
          />
          <OrderDeliveryDetails order={order} />
        </div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/my-orders" className={buttonClasses('primary')}>
            {t('confirmation.myOrders')}
          </Link>
          <Link to="/products" className={buttonClasses('secondary')}>
            {t('confirmation.continue')}
          </Link>
        </div>
      </div>
    </div>
  );
}
