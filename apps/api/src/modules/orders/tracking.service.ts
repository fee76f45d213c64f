import { addDays, kenyaDate } from '@mavazi/shared/dates';
import type { OrderRow } from '../../db/schema';
import type { OrderStatusHistoryRow } from './orders.repository';

export interface Tracking {
  expectedDeliveryDate: string | null;
  currentLocation: string | null;
}

const DAY_MS = 86_400_000;
export const WAREHOUSE = 'Nairobi warehouse';

/**
 * Where an order goes: the pick-up point, the town and county of a delivery, or for orders placed
 * without a delivery option the shipping city (the address text when only that was sent).
 */
function destinationOf(order: OrderRow): string {
  if (order.delivery_kind === 'pickup' && order.delivery_option_name)
    return order.delivery_option_name;
  if (order.delivery_town && order.delivery_county)
    return `${order.delivery_town}, ${order.delivery_county}`;
  return order.shipping_city?.trim() || order.shipping_address;
}

/** The option's slowest day counted from the order's Kenyan date; older orders: + 3 days to Nairobi, + 5 elsewhere. */
function plannedDate(order: OrderRow): string {
  if (order.delivery_eta_max_days !== null)
    return addDays(kenyaDate(Date.parse(order.created_at)), order.delivery_eta_max_days);
  const leadDays = /\bnairobi\b/i.test(destinationOf(order)) ? 3 : 5;
  return new Date(Date.parse(order.created_at) + leadDays * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Values an admin set win; otherwise they follow from the status (docs/api.md, "Order tracking"):
 * Pending/Confirmed/On Transit: the planned date; Delivered: the delivery day; Cancelled: no date.
 */
export function trackingOf(order: OrderRow, history: readonly OrderStatusHistoryRow[]): Tracking {
  const destination = destinationOf(order);
  const planned = plannedDate(order);
  let derived: Tracking;
  switch (order.status) {
    case 'On Transit':
      derived = { currentLocation: `In transit to ${destination}`, expectedDeliveryDate: planned };
      break;
    case 'Delivered': {
      // Delivered is final: the first such row is the delivery (later ones record payment changes).
      const delivered =
        history.find((h) => h.status === 'Delivered')?.created_at ?? order.updated_at;
      derived = { currentLocation: destination, expectedDeliveryDate: delivered.slice(0, 10) };
      break;
    }
    case 'Cancelled':
      derived = { currentLocation: 'Cancelled', expectedDeliveryDate: null };
      break;
    default:
      derived = { currentLocation: WAREHOUSE, expectedDeliveryDate: planned };
  }
  return {
    currentLocation: order.current_location ?? derived.currentLocation,
    expectedDeliveryDate: order.expected_delivery_date ?? derived.expectedDeliveryDate,
  };
}
