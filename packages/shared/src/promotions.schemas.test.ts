import { describe, expect, it } from 'vitest';
import { promoInputSchema, type Promo } from './promotions.schemas';
import { isPromoRedeemable, promoRedeemability } from './promo-redeemability';

const promo: Promo = {
  id: 1,
  code: 'KARIBU10',
  discount_percentage: 10,
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  usage_limit: 3,
  per_customer_limit: null,
  times_used: 0,
  is_active: true,
};

describe('promotions rules', () => {
  it('is redeemable only when active, in dates and not used up', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(isPromoRedeemable(promo, now)).toBe(true);
    expect(isPromoRedeemable({ ...promo, is_active: false }, now)).toBe(false);
    expect(isPromoRedeemable({ ...promo, times_used: 3 }, now)).toBe(false);
    // 2026-01-01 starts at 21:00 UTC on 31 December (East Africa Time).
    expect(isPromoRedeemable(promo, new Date('2025-12-31T20:59:00Z'))).toBe(false);
    expect(isPromoRedeemable(promo, new Date('2025-12-31T21:00:00Z'))).toBe(true);
    expect(isPromoRedeemable({ ...promo, usage_limit: null, times_used: 99 }, now)).toBe(true);
  });

  it('treats a bare end date as the whole day in Kenya, until midnight EAT', () => {
    expect(isPromoRedeemable(promo, new Date('2026-12-31T20:59:59Z'))).toBe(true);
    expect(isPromoRedeemable(promo, new Date('2026-12-31T21:00:00Z'))).toBe(false);
  });

  it('tells a used-up promo from an invalid one', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(promoRedeemability({ ...promo, times_used: 3 }, now)).toBe('used_up');
    expect(promoRedeemability({ ...promo, is_active: false, times_used: 3 }, now)).toBe('invalid');
    expect(promoRedeemability(promo, now)).toBe('redeemable');
  });

  it('allows a one-day promo', () => {
    const oneDay = { ...promo, start_date: '2026-11-24', end_date: '2026-11-24' };
    expect(isPromoRedeemable(oneDay, new Date('2026-11-23T21:00:00Z'))).toBe(true);
    expect(isPromoRedeemable(oneDay, new Date('2026-11-24T20:59:59Z'))).toBe(true);
    expect(isPromoRedeemable(oneDay, new Date('2026-11-24T21:00:00Z'))).toBe(false);
  });

  it('validates the admin form', () => {
    const base = {
      code: 'SALE-1',
      discount_percentage: 10,
      start_date: '2026-01-01',
      end_date: '2026-02-01',
    };
    expect(promoInputSchema.safeParse(base).success).toBe(true);
    expect(promoInputSchema.safeParse({ ...base, discount_percentage: 0 }).success).toBe(false);
    expect(promoInputSchema.safeParse({ ...base, discount_percentage: 101 }).success).toBe(false);
    expect(promoInputSchema.safeParse({ ...base, end_date: '2025-12-01' }).success).toBe(false);
    expect(promoInputSchema.safeParse({ ...base, end_date: base.start_date }).success).toBe(true);
    expect(promoInputSchema.safeParse({ ...base, code: 'no spaces' }).success).toBe(false);
    expect(promoInputSchema.safeParse({ ...base, usage_limit: 0 }).success).toBe(false);
    expect(promoInputSchema.safeParse({ ...base, usage_limit: null }).success).toBe(true);
  });
});
