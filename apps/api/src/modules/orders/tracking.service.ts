import type { OrderRow } from '../../db/schema';
import type { OrderStatusHistoryRow } from './orders.repository';

export interface Tracking {
  expectedDeliveryDate: string | null;
  currentLocation: string | null;
}

const DAY_MS = 86_400_000;
export const WAREHOUSE = 'Nairobi warehouse';

/** The city an order goes to: the shipping city, or the address text for orders placed with only an address. */
export function destinationOf(order: Pick<OrderRow, 'shipping_city' | 'shipping_address'>): string {
  return order.shipping_city?.trim() || order.shipping_address;
}

function isNairobi(order: Pick<OrderRow, 'shipping_city' | 'shipping_address'>): boolean {
  return /\bnairobi\b/i.test(destinationOf(order));
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Values an admin set win; otherwise they follow from the status (docs/api.md, "Order tracking"):
 * Pending/Confirmed/On Transit: created + 3 days to Nairobi, + 5 days elsewhere; Delivered: the
 * delivery day; Cancelled: no date.
 */
export function trackingOf(order: OrderRow, history: readonly OrderStatusHistoryRow[]): Tracking {
  const destination = destinationOf(order);
  const leadDays = isNairobi(order) ? 3 : 5;
  const planned = isoDate(new Date(order.created_at).getTime() + leadDays * DAY_MS);
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
