import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { TrackedOrder } from '@mavazi/shared/orders.schemas';
import { buttonClasses } from '../../../components/button';
import { OrderDeliveryDetails } from '../../../components/order-delivery-details';
import { OrderLines } from '../../../components/order-lines';
import { PageHeading } from '../../../components/page-heading';
import { PriceText } from '../../../components/price-text';
import { isApiError } from '../../../lib/api-client';
import { serverErrorOr } from '../../../lib/error-text';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useOrderLookup } from '../api/get-order-lookup';
import { GuestInvoiceButton } from '../components/guest-invoice-button';
import { GuestOrderPayment } from '../components/guest-order-payment';
import { OrderStatusBadge } from '../components/order-status-badge';

/** Checkout passes `placed` when it sends a guest here right after the order. */
function justPlaced(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'placed' in state && state.placed === true;
}

function LookupProblem({ error }: { error: unknown }) {
  const { t } = useTranslation('purchase');
  // A link without its number or token is as wrong as one that matches no order.
  const kind = isApiError(error, 'RATE_LIMITED')
    ? 'limited'
    : error === null || isApiError(error, 'ORDER_NOT_FOUND')
      ? 'wrong'
      : 'failed';
  return (
    <div
      role="alert"
      className="space-y-3 rounded-2xl bg-amber-50 p-6 text-amber-950 ring-1 ring-amber-200"
    >
      <h2 className="text-lg font-semibold">{t(`lookup.${kind}Heading`)}</h2>
      <p>{kind === 'wrong' ? t('lookup.wrong') : serverErrorOr(error, t(`lookup.${kind}`))}</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/support" className={buttonClasses('secondary')}>
          {t('lookup.askShop')}
        </Link>
        <Link to="/products" className={buttonClasses('secondary')}>
          {t('lookup.continue')}
        </Link>
      </div>
    </div>
  );
}

function LookupOrder({ order, token }: { order: TrackedOrder; token: string }) {
  const { t } = useTranslation('purchase');
  const expected = order.expectedDeliveryDate
    ? formatDate(order.expectedDeliveryDate, 'long')
    : t('lookup.notYet');
  return (
    <section
      aria-labelledby="lookup-order"
      className="space-y-5 rounded-2xl bg-white p-6 ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="lookup-order" className="text-lg font-semibold text-stone-900">
          {t('lookup.orderHeading', { number: order.order_number })}
        </h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl bg-stone-50 p-4">
          <dt className="text-sm text-stone-500">{t('lookup.placed')}</dt>
          <dd className="mt-1 font-semibold">
            <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
          </dd>
        </div>
        <div className="rounded-xl bg-stone-50 p-4">
          <dt className="text-sm text-stone-500">{t('lookup.total')}</dt>
          <dd className="mt-1 font-semibold">
            <PriceText amount={order.total_amount} />
          </dd>
        </div>
        <div className="rounded-xl bg-stone-50 p-4">
          <dt className="text-sm text-stone-500">{t('lookup.expected')}</dt>
          <dd className="mt-1 font-semibold">{expected}</dd>
        </div>
        {order.tracking_number ? (
          <div className="rounded-xl bg-stone-50 p-4 sm:col-span-3">
            <dt className="text-sm text-stone-500">{t('lookup.tracking')}</dt>
            <dd className="mt-1 font-semibold">
              {order.courier}, <span className="font-mono">{order.tracking_number}</span>
            </dd>
          </div>
        ) : null}
      </dl>
      <GuestOrderPayment order={order} token={token} headingLevel={3} />
      {order.invoice_number ? (
        <GuestInvoiceButton number={order.order_number} token={token} />
      ) : null}
      <OrderLines items={order.items} label={t('lookup.itemsOf', { number: order.order_number })} />
      <OrderDeliveryDetails order={order} />
    </section>
  );
}

/** `/orders/lookup?number=&token=`: a guest order by its private link, with payment and invoice. */
export function OrderLookupPage() {
  const { t } = useTranslation('purchase');
  const [params] = useSearchParams();
  const location = useLocation();
  const number = params.get('number')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const [since] = useState(() => Date.now());
  const lookup = useOrderLookup(number, token, since);
  const placed = justPlaced(location.state);
  const order = lookup.data;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeading
        title={t('lookup.title')}
        heading={
          order && placed ? t(`lookup.headline.${order.payment.outcome}`) : t('lookup.heading')
        }
      />
      {placed ? (
        <div className="space-y-1 rounded-2xl bg-emerald-50 p-4 text-emerald-950 ring-1 ring-emerald-200">
          <p className="font-semibold">{t('lookup.placedNote')}</p>
          <p className="text-sm">{t('lookup.keepLink')}</p>
        </div>
      ) : null}
      {number === '' || token === '' ? (
        <LookupProblem error={null} />
      ) : lookup.isPending ? (
        <div role="status" className="h-64 animate-pulse rounded-2xl bg-stone-100">
          <span className="sr-only">{t('lookup.loading')}</span>
        </div>
      ) : lookup.isError ? (
        <LookupProblem error={lookup.error} />
      ) : order ? (
        <LookupOrder order={order} token={token} />
      ) : null}
    </div>
  );
}
