import { formatKsh } from '@mavazi/shared/money';
import type { StaffOrder } from '@mavazi/shared/orders.schemas';
import { OrderLines } from '../../../../components/order-lines';
import { Fact, OrderSection } from './order-section';

/** What was bought and what it came to: subtotal, discount, delivery, total and the VAT in it. */
export function OrderLinesSection({ order }: { order: StaffOrder }) {
  return (
    <OrderSection title="Items and totals">
      <OrderLines items={order.items} label={`Items of order ${order.order_number}`} />
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <Fact label="Subtotal">{formatKsh(order.subtotal)}</Fact>
        {order.discount_percentage > 0 ? (
          <Fact label="Discount">
            {order.discount_percentage}%{order.promotion_code ? ` (${order.promotion_code})` : ''}
          </Fact>
        ) : null}
        <Fact label="Delivery fee">{formatKsh(order.delivery_fee)}</Fact>
        <Fact label="Total">
          <span className="font-semibold">{formatKsh(order.total_amount)}</span>
        </Fact>
        <Fact label={order.vat_rate > 0 ? `Including VAT ${order.vat_rate}%` : 'VAT'}>
          {order.vat_rate > 0 ? formatKsh(order.vat_amount) : 'Not VAT registered'}
        </Fact>
        <Fact label="Invoice">{order.invoice_number ?? 'Issued when paid'}</Fact>
      </dl>
    </OrderSection>
  );
}
