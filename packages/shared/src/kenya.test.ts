import { describe, expect, it } from 'vitest';
import {
  KENYA_COUNTIES,
  displayPhone,
  kenyanPhoneOf,
  formatKenyanPhone,
  maskPhone,
  normalizeKenyanPhone,
} from './kenya';
import { kenyanPhoneSchema } from './kenya.schemas';

describe('Kenyan phone numbers', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['0712 345 678', '254712345678'],
    [' 0712-345-678 ', '254712345678'],
    ['0112345678', '254112345678'],
    ['254712345678', '254712345678'],
    ['254112345678', '254112345678'],
    ['+254712345678', '254712345678'],
    ['+254 712 345 678', '254712345678'],
    ['+254 112 345 678', '254112345678'],
  ])('accepts %s as %s', (typed, normalized) => {
    expect(normalizeKenyanPhone(typed)).toBe(normalized);
    expect(kenyanPhoneOf(typed)).toBe(normalized);
    expect(kenyanPhoneSchema.parse(typed)).toBe(normalized);
  });

  it.each([
    '',
    '0712',
    '071234567',
    '07123456789',
    '0212345678',
    '0812345678',
    '712345678',
    '+255712345678',
    '25471234567',
    '2540712345678',
    '0712.345.678',
    '07123456a8',
    '++254712345678',
  ])('refuses %j', (typed) => {
    expect(normalizeKenyanPhone(typed)).toBeNull();
    expect(kenyanPhoneOf(typed)).toBeNull();
    expect(kenyanPhoneSchema.safeParse(typed).success).toBe(false);
  });

  it('refuses a number typed longer than the field allows, as the schema does', () => {
    const padded = `0712 345 678${' '.repeat(10)}`;
    expect(normalizeKenyanPhone(padded)).toBe('254712345678');
    expect(kenyanPhoneOf(padded)).toBeNull();
    expect(kenyanPhoneSchema.safeParse(padded).success).toBe(false);
  });

  it('masks and formats a normalised number', () => {
    expect(maskPhone('254712345678')).toBe('2547****678');
    expect(formatKenyanPhone('254712345678')).toBe('0712 345 678');
  });
});

describe('counties', () => {
  it('lists Kenya’s 47 counties once each', () => {
    expect(KENYA_COUNTIES).toHaveLength(47);
    expect(new Set(KENYA_COUNTIES).size).toBe(47);
    expect(KENYA_COUNTIES).toContain('Nairobi');
    expect(KENYA_COUNTIES).toContain('Uasin Gishu');
  });
});

describe('displayPhone', () => {
  it('writes a Kenyan mobile typed in any form as 0712 345 678, and leaves anything else as typed', () => {
    expect(displayPhone('+254 712 345 678')).toBe('0712 345 678');
    expect(displayPhone('0712345678')).toBe('0712 345 678');
    expect(displayPhone('254112345678')).toBe('0112 345 678');
    expect(displayPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});
