import type { OrderStatus } from '@mavazi/shared/constants';

/** Row colour per order status: Pending yellow, On Transit blue, Delivered green, Cancelled red, Confirmed gray. */
export const ORDER_STATUS_ROW_CLASS: Record<OrderStatus, string> = {
  Pending: 'bg-yellow-100',
  'On Transit': 'bg-blue-100',
  Delivered: 'bg-green-100',
  Cancelled: 'bg-red-100',
  Confirmed: 'bg-gray-100',
};

export function statusRowClass(status: OrderStatus): string {
  return ORDER_STATUS_ROW_CLASS[status];
}
