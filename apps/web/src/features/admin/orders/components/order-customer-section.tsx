import { displayPhone } from '@mavazi/shared/kenya';
import type { StaffOrder } from '@mavazi/shared/orders.schemas';
import { OrderDeliveryDetails } from '../../../../components/order-delivery-details';
import { formatDate } from '../../../../lib/format-date';
import { Fact, OrderSection } from './order-section';

/** Who ordered, where it goes, and where it is now (courier, tracking number, expected day). */
export function OrderCustomerSection({ order }: { order: StaffOrder }) {
  const customer = order.customer;
  return (
    <OrderSection title="Customer and delivery">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <Fact label="Customer">{customer?.username ?? `User ${order.user_id}`}</Fact>
        <Fact label="Email">
          {customer ? (
            <a href={`mailto:${customer.email}`} className="underline">
              {customer.email}
            </a>
          ) : (
            '—'
          )}
        </Fact>
        <Fact label="Phone">
          {customer?.phone_number ? (
            <a href={`tel:${customer.phone_number.replace(/\s/g, '')}`} className="underline">
              {displayPhone(customer.phone_number)}
            </a>
          ) : (
            '—'
          )}
        </Fact>
      </dl>
      <OrderDeliveryDetails order={order} />
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <Fact label="Expected delivery">
          {order.expectedDeliveryDate ? formatDate(order.expectedDeliveryDate, 'long') : '—'}
        </Fact>
        <Fact label="Current location">{order.currentLocation ?? '—'}</Fact>
        <Fact label="Courier and tracking number">
          {order.tracking_number ? (
            <>
              {order.courier}, <span className="font-mono">{order.tracking_number}</span>
            </>
          ) : (
            'Not shipped yet'
          )}
        </Fact>
      </dl>
    </OrderSection>
  );
}
