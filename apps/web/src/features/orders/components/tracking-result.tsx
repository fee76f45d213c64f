import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackedOrder } from '@mavazi/shared/orders.schemas';
import { OrderDeliveryDetails } from '../../../components/order-delivery-details';
import { OrderLines } from '../../../components/order-lines';
import { PriceText } from '../../../components/price-text';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { orderStatusLabel } from '../../../lib/payment-methods';
import { InvoiceButton } from './invoice-button';
import { OrderPayment } from './order-payment';
import { OrderStatusBadge } from './order-status-badge';

interface Fact {
  key: string;
  label: string;
  value: ReactNode;
}

/** The facts at the top: where the signed-in shopper's order is, or what a guest's link order came to. */
function useFacts(order: TrackedOrder, byLink: boolean): Fact[] {
  const { t } = useTranslation(['account', 'purchase']);
  const expectedDate = order.expectedDeliveryDate
    ? formatDate(order.expectedDeliveryDate, 'long')
    : null;
  if (byLink) {
    return [
      {
        key: 'placed',
        label: t('purchase:lookup.placed'),
        value: <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>,
      },
      {
        key: 'total',
        label: t('purchase:lookup.total'),
        value: <PriceText amount={order.total_amount} />,
      },
      {
        key: 'expected',
        label: t('purchase:lookup.expected'),
        value: expectedDate ?? t('purchase:lookup.notYet'),
      },
    ];
  }
  return [
    { key: 'status', label: t('order.status'), value: orderStatusLabel(order.status) },
    {
      key: 'expected',
      label: t('tracking.expected'),
      value: expectedDate ?? t('tracking.notAvailable'),
    },
    {
      key: 'location',
      label: t('tracking.location'),
      value: order.currentLocation ?? t('tracking.notAvailable'),
    },
  ];
}

/**
 * One order as tracked: the signed-in shopper's, or a guest's through its private link (`linkToken`),
 * where payment and invoice come first and go through the link.
 */
export function TrackingResult({ order, linkToken }: { order: TrackedOrder; linkToken?: string }) {
  const { t } = useTranslation(['account', 'purchase']);
  const headingId = useId();
  const byLink = linkToken !== undefined;
  const facts = useFacts(order, byLink);
  const number = order.order_number;
  return (
    <section
      aria-labelledby={headingId}
      className={`${byLink ? 'space-y-5' : 'space-y-4'} rounded-2xl bg-white p-6 ring-1 ring-stone-200`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          {byLink ? t('purchase:lookup.orderHeading', { number }) : t('order.heading', { number })}
        </h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <dl className="grid gap-4 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.key} className="rounded-xl bg-stone-50 p-4">
            <dt className="text-sm text-stone-500">{fact.label}</dt>
            <dd className="mt-1 font-semibold">{fact.value}</dd>
          </div>
        ))}
        {order.tracking_number ? (
          <div className="rounded-xl bg-stone-50 p-4 sm:col-span-3">
            <dt className="text-sm text-stone-500">
              {byLink ? t('purchase:lookup.tracking') : t('order.courier')}
            </dt>
            <dd className="mt-1 font-semibold">
              {order.courier}, <span className="font-mono">{order.tracking_number}</span>
            </dd>
          </div>
        ) : null}
      </dl>
      {byLink ? (
        <>
          <OrderPayment order={order} linkToken={linkToken} headingLevel={3} />
          {order.invoice_number ? <InvoiceButton order={order} linkToken={linkToken} /> : null}
        </>
      ) : null}
      <OrderLines
        items={order.items}
        label={byLink ? t('purchase:lookup.itemsOf', { number }) : t('order.itemsOf', { number })}
      />
      <OrderDeliveryDetails order={order} />
      {byLink ? null : <OrderPayment order={order} />}
    </section>
  );
}
