import { describe, expect, it } from 'vitest';
import { checkoutDeliverySchema, deliveryOptionInputSchema } from './delivery.schemas';
import { deliveryAddressLine, deliveryFeeCents, servesCounty } from './delivery';

const option = {
  name: 'Door delivery in Nairobi',
  kind: 'door',
  counties: ['Nairobi'],
  fee: 250,
  free_over: 5000,
  eta_min_days: 1,
  eta_max_days: 2,
};

describe('the delivery fee rule', () => {
  const nairobi = { feeCents: 25_000, freeOverCents: 500_000 };

  it('charges the fee below the free-from subtotal and nothing at or above it', () => {
    expect(deliveryFeeCents(nairobi, 499_999)).toBe(25_000);
    expect(deliveryFeeCents(nairobi, 500_000)).toBe(0);
    expect(deliveryFeeCents(nairobi, 500_001)).toBe(0);
  });

  it('always charges an option without a free-from subtotal', () => {
    expect(deliveryFeeCents({ feeCents: 60_000, freeOverCents: null }, 10_000_000)).toBe(60_000);
  });

  it('serves the listed counties, or every county when none are listed', () => {
    expect(servesCounty({ counties: ['Nairobi'] }, 'Nairobi')).toBe(true);
    expect(servesCounty({ counties: ['Nairobi'] }, 'Mombasa')).toBe(false);
    expect(servesCounty({ counties: [] }, 'Turkana')).toBe(true);
  });
});

describe('the admin delivery option form', () => {
  it('keeps each county once, in the official order', () => {
    const parsed = deliveryOptionInputSchema.parse({
      ...option,
      counties: ['Nakuru', 'Kiambu', 'Nakuru'],
    });
    expect(parsed.counties).toEqual(['Kiambu', 'Nakuru']);
  });

  it.each([
    ['a negative fee', { fee: -1 }, 'fee'],
    ['a fee with 3 decimals', { fee: 1.005 }, 'fee'],
    [
      'more days at the fastest than at the slowest',
      { eta_min_days: 3, eta_max_days: 2 },
      'eta_max_days',
    ],
    ['half days', { eta_min_days: 0.5 }, 'eta_min_days'],
    ['a county that is not one of the 47', { counties: ['Nairobi', 'Atlantis'] }, 'counties'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a free-from subtotal of 0', { free_over: 0 }, 'free_over'],
    ['another kind', { kind: 'drone' }, 'kind'],
  ])('refuses %s', (_, change, field) => {
    const result = deliveryOptionInputSchema.safeParse({ ...option, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});

describe('the checkout delivery address', () => {
  it('normalises the phone and keeps optional directions', () => {
    const parsed = checkoutDeliverySchema.parse({
      option_id: 1,
      county: 'Nairobi',
      town: ' Westlands ',
      street: 'Mpaka Road, Block B',
      phone: '0712 345 678',
    });
    expect(parsed).toEqual({
      option_id: 1,
      county: 'Nairobi',
      town: 'Westlands',
      street: 'Mpaka Road, Block B',
      phone: '254712345678',
    });
  });

  it('refuses a phone that is not a Kenyan mobile number', () => {
    const result = checkoutDeliverySchema.safeParse({
      option_id: 1,
      county: 'Nairobi',
      town: 'Westlands',
      street: 'Mpaka Road',
      phone: '+1 555 0100',
    });
    expect(result.error?.issues[0]?.path).toEqual(['phone']);
  });

  it('writes the whole address on one line', () => {
    expect(
      deliveryAddressLine({ street: 'Mpaka Road', town: 'Westlands', county: 'Nairobi' }),
    ).toBe('Mpaka Road, Westlands, Nairobi County');
    expect(deliveryAddressLine({ street: 'Moi Avenue', town: 'nairobi ', county: 'Nairobi' })).toBe(
      'Moi Avenue, Nairobi County',
    );
  });
});
