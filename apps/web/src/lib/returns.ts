import { addDays, kenyaDate } from '@mavazi/shared/dates';
import type { ProductVariant } from '@mavazi/shared/catalog.schemas';
import type { OrderItem, TrackedOrder } from '@mavazi/shared/orders.schemas';
import type { Return } from '@mavazi/shared/returns.schemas';
import { RETURN_WINDOW_DAYS } from '@mavazi/shared/returns';

/**
 * Units of each order line (by order item id) that may still be returned: bought less what earlier
 * returns took, every return but a rejected one counting.
 */
export function returnableUnits(
  items: readonly OrderItem[],
  returns: readonly Return[],
): Record<number, number> {
  const taken = new Map<number, number>();
  for (const ret of returns) {
    if (ret.status === 'Rejected') continue;
    for (const line of ret.lines)
      taken.set(line.order_item_id, (taken.get(line.order_item_id) ?? 0) + line.quantity);
  }
  return Object.fromEntries(
    items.map((item) => [item.id, Math.max(0, item.quantity - (taken.get(item.id) ?? 0))]),
  );
}

/** The other sizes/colours of a line's product in stock now: what an exchange may ask for. */
export function exchangeChoices(
  item: Pick<OrderItem, 'variant_id'>,
  variants: readonly ProductVariant[] | undefined,
): ProductVariant[] {
  if (item.variant_id === null || !variants) return [];
  return variants.filter((v) => v.id !== item.variant_id && v.inventory > 0);
}

/**
 * The last Kenyan day a return may be asked for: the shop's window (RETURN_WINDOW_DAYS) after the day the order was
 * delivered; null when the history does not say when (the server then decides alone).
 */
export function returnWindowLastDay(
  order: Pick<TrackedOrder, 'status_history'>,
  windowDays = RETURN_WINDOW_DAYS,
): string | null {
  const delivered = order.status_history.filter((entry) => entry.status === 'Delivered').at(-1);
  if (!delivered) return null;
  const at = Date.parse(delivered.changed_at);
  return Number.isNaN(at) ? null : addDays(kenyaDate(at), windowDays);
}

/** Whether today (in Kenya) is past that last day. */
export function returnWindowClosed(lastDay: string | null, now = Date.now()): boolean {
  return lastDay !== null && kenyaDate(now) > lastDay;
}
