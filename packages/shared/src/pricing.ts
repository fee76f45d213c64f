import { discountCents } from './money';

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface OrderPricing {
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  totalCents: number;
}

/**
 * The one pricing rule of the shop, used by the API (whose result is stored) and mirrored by the web
 * app's summary: total = subtotal − discount + delivery. The discount applies to the goods only,
 * never to the delivery fee, and is rounded to the cent once.
 */
export function priceOrder(
  lines: ReadonlyArray<PricedLine>,
  discountPercentage: number,
  deliveryFeeCents = 0,
): OrderPricing {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const discount = discountCents(subtotal, discountPercentage);
  return {
    subtotalCents: subtotal,
    discountCents: discount,
    deliveryFeeCents,
    totalCents: subtotal - discount + deliveryFeeCents,
  };
}
