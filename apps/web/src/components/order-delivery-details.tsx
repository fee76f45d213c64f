import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { formatKenyanPhone } from '@mavazi/shared/kenya';
import type { Order } from '@mavazi/shared/orders.schemas';
import { deliveryDatesText, deliveryFeeText } from '../lib/delivery-text';

function Row({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-stone-500">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/**
 * Where an order goes: the delivery option with its fee and dates, the whole address, the phone and
 * the directions; an order placed without a delivery option shows its shipping address.
 */
export function OrderDeliveryDetails({
  order,
}: {
  order: Pick<Order, 'delivery' | 'shipping_address' | 'created_at'>;
}) {
  const { t } = useTranslation('shop');
  const delivery = order.delivery;
  if (!delivery) {
    return (
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Row label={t('details.shippingAddress')} wide>
          {order.shipping_address}
        </Row>
      </dl>
    );
  }
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      <Row label={t('details.delivery')}>
        {delivery.option_name} · {deliveryFeeText(delivery.fee)}
      </Row>
      <Row label={t('details.dates')}>
        {deliveryDatesText(delivery, Date.parse(order.created_at))}
      </Row>
      <Row label={t('details.address')} wide>
        {order.shipping_address}
      </Row>
      <Row label={t('details.phone')}>{formatKenyanPhone(delivery.phone)}</Row>
      {delivery.notes ? <Row label={t('details.directions')}>{delivery.notes}</Row> : null}
    </dl>
  );
}
