import { describe, expect, it } from 'vitest';
import { priceOrder } from './pricing';

describe('priceOrder', () => {
  it('adds up the lines and applies no discount or fee by default', () => {
    expect(
      priceOrder(
        [
          { unitPriceCents: 245_000, quantity: 2 },
          { unitPriceCents: 99_950, quantity: 1 },
        ],
        0,
      ),
    ).toEqual({
      subtotalCents: 589_950,
      discountCents: 0,
      deliveryFeeCents: 0,
      totalCents: 589_950,
    });
  });

  it('rounds the discount to the cent once (3 × 333.33 at 15 % → 849.99)', () => {
    const priced = priceOrder([{ unitPriceCents: 33_333, quantity: 3 }], 15);
    expect(priced.discountCents).toBe(15_000);
    expect(priced.totalCents).toBe(84_999);
  });

  it('never discounts the delivery fee', () => {
    const priced = priceOrder([{ unitPriceCents: 100_000, quantity: 1 }], 50, 25_000);
    expect(priced).toEqual({
      subtotalCents: 100_000,
      discountCents: 50_000,
      deliveryFeeCents: 25_000,
      totalCents: 75_000,
    });
  });

  it('gives a total of just the fee for a 100 % discount, and 0 for an empty list', () => {
    expect(priceOrder([{ unitPriceCents: 5_000, quantity: 4 }], 100, 40_000).totalCents).toBe(
      40_000,
    );
    expect(priceOrder([], 10).totalCents).toBe(0);
  });
});
