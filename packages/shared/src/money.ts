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

/** M-Pesa takes whole shillings: an amount in cents rounded up to the next shilling (2499.50 → 2500). */
export function wholeShillingsCents(cents: number): number {
  return Math.ceil(cents / 100) * 100;
}

/** The shop's price text: 'KES 2499.00'. */
export function formatKes(kes: number): string {
  return `KES ${kes.toFixed(2)}`;
}
