import { describe, expect, it } from 'vitest';
import {
  formatDay,
  addDays,
  deliveryWindow,
  endOfKenyaDay,
  formatDateRange,
  isBareDate,
  kenyaDate,
  startOfKenyaDay,
  toKenyaDate,
} from './dates';

describe('Kenyan calendar days', () => {
  it('tells bare dates from date-times', () => {
    expect(isBareDate('2026-12-31')).toBe(true);
    expect(isBareDate('2026-12-31T10:00:00Z')).toBe(false);
    expect(isBareDate('31/12/2026')).toBe(false);
  });

  it('reads a bare date as the whole day in East Africa Time (UTC+3)', () => {
    expect(startOfKenyaDay('2026-12-31')).toBe(Date.parse('2026-12-30T21:00:00.000Z'));
    expect(endOfKenyaDay('2026-12-31')).toBe(Date.parse('2026-12-31T20:59:59.999Z'));
  });

  it('keeps a date-time as the instant it names', () => {
    expect(startOfKenyaDay('2026-12-31T10:00:00Z')).toBe(Date.parse('2026-12-31T10:00:00Z'));
    expect(endOfKenyaDay('2026-12-31T10:00:00+03:00')).toBe(Date.parse('2026-12-31T07:00:00Z'));
  });

  it('gives the Kenyan date of an instant, which turns at 21:00 UTC', () => {
    expect(kenyaDate(Date.parse('2026-11-23T20:59:59Z'))).toBe('2026-11-23');
    expect(kenyaDate(Date.parse('2026-11-23T21:00:00Z'))).toBe('2026-11-24');
    expect(toKenyaDate('2026-11-23T22:30:00Z')).toBe('2026-11-24');
    expect(toKenyaDate('2026-11-23')).toBe('2026-11-23');
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-11-23', 0)).toBe('2026-11-23');
  });
});

describe('delivery windows', () => {
  it('counts days from the Kenyan date of the moment (23:30 UTC is already the next day)', () => {
    expect(deliveryWindow(Date.parse('2026-11-22T23:30:00Z'), 1, 2)).toEqual({
      from: '2026-11-24',
      to: '2026-11-25',
    });
    expect(deliveryWindow(Date.parse('2026-11-23T08:00:00Z'), 0, 0)).toEqual({
      from: '2026-11-23',
      to: '2026-11-23',
    });
  });

  it('writes a window as weekday, day and month, naming the month once when both share it', () => {
    expect(formatDateRange('2026-11-24', '2026-11-25')).toBe('Tue 24 – Wed 25 Nov');
    expect(formatDateRange('2026-11-30', '2026-12-01')).toBe('Mon 30 Nov – Tue 1 Dec');
    expect(formatDateRange('2026-12-31', '2027-01-02')).toBe('Thu 31 Dec – Sat 2 Jan');
    expect(formatDateRange('2026-11-24', '2026-11-24')).toBe('Tue 24 Nov');
  });
});

describe('formatDay', () => {
  it('writes one Kenyan day the same way in every mail and text', () => {
    expect(formatDay('2026-11-28')).toBe('Sat 28 Nov');
    expect(formatDay('2026-11-28', 'sw')).toBe('Jumamosi 28 Novemba');
    // 22:30 UTC on the 27th is already the 28th in Nairobi.
    expect(formatDay('2026-11-27T22:30:00.000Z')).toBe('Sat 28 Nov');
  });
});
