/** Money travels as KES numbers with at most 2 decimals and is stored as integer cents. */

export function toCents(kes: number): number {
  return Math.round(kes * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** True when a KES amount has no more than 2 decimals (tolerates binary float noise). */
export function hasAtMostTwoDecimals(kes: number): boolean {
  return Math.abs(kes * 100 - Math.round(kes * 100)) < 1e-6;
}

/** Discount in cents: subtotal * percentage / 100, rounded to the cent once. */
export function discountCents(subtotalCents: number, discountPercentage: number): number {
  return Math.round((subtotalCents * discountPercentage) / 100);
}

/** Total after discount, in cents. */
export function totalCents(subtotalCents: number, discountPercentage: number): number {
  return subtotalCents - discountCents(subtotalCents, discountPercentage);
}

/** Sum of price x quantity in cents for lines priced in KES. */
export function subtotalCents(lines: ReadonlyArray<{ price: number; quantity: number }>): number {
  return lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
}

const wholeShillings = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The shop's price text as Kenyan shops write it: 'KSh 11,500', cents only when present: 'KSh 2,499.50'. */
export function formatKsh(kes: number): string {
  const cents = toCents(kes);
  const format = cents % 100 === 0 ? wholeShillings : withCents;
  const text = `KSh ${format.format(Math.abs(cents) / 100)}`;
  return cents < 0 ? `-${text}` : text;
}

/** M-Pesa takes whole shillings: an amount in cents rounded up to the next shilling (2499.50 → 2500). */
export function wholeShillingsCents(cents: number): number {
  return Math.ceil(cents / 100) * 100;
}

/** VAT included in a VAT-inclusive amount: total × rate / (100 + rate), rounded to the cent (rate 0: none). */
export function vatIncludedCents(totalCents: number, ratePercent: number): number {
  if (ratePercent <= 0) return 0;
  return Math.round((totalCents * ratePercent) / (100 + ratePercent));
}

/**
 * Splits `total` cents over the weights in proportion, in whole cents that add up to `total` exactly
 * (largest remainder; ties go to the earlier weight). All weights 0: everything goes to the first.
 */
export function allocateCents(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - shares.reduce((s, v) => s + v, 0);
  const order = weights
    .map((w, i) => ({ i, rest: (total * w) % sum }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
