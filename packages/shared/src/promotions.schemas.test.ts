import { describe, expect, it } from 'vitest';
import { endOfDay, isPromoRedeemable, promoInputSchema, type Promo } from './promotions.schemas';

const promo: Promo = {
  id: 1,
  code: 'KARIBU10',
  discount_percentage: 10,
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  usage_limit: 3,
  times_used: 0,
  is_active: true,
};

describe('promotions rules', () => {
  it('is redeemable only when active, in dates and not used up', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(isPromoRedeemable(promo, now)).toBe(true);
    expect(isPromoRedeemable({ ...promo, is_active: false }, now)).toBe(false);
    expect(isPromoRedeemable({ ...promo, times_used: 3 }, now)).toBe(false);
    expect(isPromoRedeemable(promo, new Date('2025-12-31T23:00:00Z'))).toBe(false);
    expect(isPromoRedeemable({ ...promo, usage_limit: null, times_used: 99 }, now)).toBe(true);
  });

  it('treats a bare end date as the whole day', () => {
    expect(endOfDay('2026-12-31')).toBe(Date.parse('2026-12-31T23:59:59.999Z'));
    expect(isPromoRedeemable(promo, new Date('2026-12-31T20:00:00Z'))).toBe(true);
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
    expect(promoInputSchema.safeParse({ ...base, code: 'no spaces' }).success).toBe(false);
    expect(promoInputSchema.safeParse({ ...base, usage_limit: 0 }).success).toBe(false);
    expect(promoInputSchema.safeParse({ ...base, usage_limit: null }).success).toBe(true);
  });
});
