import type { StaffOrder } from '@mavazi/shared/orders.schemas';
import { ExpectedDeliveryForm } from './expected-delivery-form';
import { OrderSection } from './order-section';
import { PaidOnDeliveryForm } from './paid-on-delivery-form';
import { ShipOrderForm } from './ship-order-form';

/** The tools that apply to the order now; the page shows this section only to staff with orders.write. */
export function FulfilmentSection({ pageId, order }: { pageId: string; order: StaffOrder }) {
  const open = order.status !== 'Delivered' && order.status !== 'Cancelled';
  const awaitingCash =
    order.payment_method === 'cash_on_delivery' &&
    order.status !== 'Cancelled' &&
    (order.payment_status === 'Pending' || order.payment_status === 'Failed');
  if (!open && !awaitingCash) return null;
  return (
    <>
      {open ? (
        <OrderSection title={order.status === 'On Transit' ? 'Shipping' : 'Ship this order'}>
          <ShipOrderForm pageId={pageId} order={order} />
          <ExpectedDeliveryForm pageId={pageId} order={order} />
        </OrderSection>
      ) : null}
      {awaitingCash ? (
        <OrderSection title="Paid on delivery">
          <PaidOnDeliveryForm pageId={pageId} order={order} />
        </OrderSection>
      ) : null}
    </>
  );
}
