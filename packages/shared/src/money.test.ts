import { describe, expect, it } from 'vitest';
import {
  allocateCents,
  vatIncludedCents,
  discountCents,
  formatKsh,
  fromCents,
  hasAtMostTwoDecimals,
  subtotalCents,
  toCents,
  totalCents,
  wholeShillingsCents,
} from './money';

describe('money', () => {
  it('rounds up to whole shillings for M-Pesa, leaving whole amounts alone', () => {
    expect(wholeShillingsCents(249_950)).toBe(250_000);
    expect(wholeShillingsCents(249_901)).toBe(250_000);
    expect(wholeShillingsCents(250_000)).toBe(250_000);
    expect(wholeShillingsCents(1)).toBe(100);
  });

  it('converts KES to cents without float drift', () => {
    expect(toCents(2499.5)).toBe(249950);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(249950)).toBe(2499.5);
  });

  it('rounds the discount to the cent once', () => {
    const subtotal = subtotalCents([{ price: 333.33, quantity: 3 }]);
    expect(subtotal).toBe(99999);
    expect(discountCents(subtotal, 15)).toBe(15000);
    expect(totalCents(subtotal, 15)).toBe(84999);
    expect(totalCents(subtotal, 0)).toBe(99999);
    expect(totalCents(subtotal, 100)).toBe(0);
  });

  it('formats prices as the shop shows them', () => {
    expect(formatKsh(2499.5)).toBe('KSh 2,499.50');
    expect(formatKsh(450)).toBe('KSh 450');
    expect(formatKsh(11500)).toBe('KSh 11,500');
    expect(formatKsh(21474836.47)).toBe('KSh 21,474,836.47');
    expect(formatKsh(0)).toBe('KSh 0');
    expect(formatKsh(0.1 + 0.2)).toBe('KSh 0.30');
    expect(formatKsh(-325)).toBe('-KSh 325');
  });

  it('detects more than two decimals', () => {
    expect(hasAtMostTwoDecimals(19.99)).toBe(true);
    expect(hasAtMostTwoDecimals(19.999)).toBe(false);
  });
});

describe('VAT and allocation', () => {
  it('takes the VAT out of a VAT-inclusive total, rounded to the cent', () => {
    expect(vatIncludedCents(11_600, 16)).toBe(1_600);
    expect(vatIncludedCents(100, 16)).toBe(14);
    expect(vatIncludedCents(249_950, 16)).toBe(34_476);
    expect(vatIncludedCents(5_000, 0)).toBe(0);
  });

  it('splits cents in proportion and keeps the sum exact', () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(1, [0, 0])).toEqual([1, 0]);
    expect(allocateCents(999, [2_500, 7_500])).toEqual([250, 749]);
    for (const total of [0, 1, 7, 12_345])
      expect(allocateCents(total, [3, 5, 11, 0]).reduce((s, v) => s + v, 0)).toBe(total);
  });
});
