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

  it('writes a window in Kiswahili the same way', () => {
    expect(formatDateRange('2026-11-24', '2026-11-25', 'sw')).toBe('Jumanne 24 – Jumatano 25 Nov');
    expect(formatDateRange('2026-11-30', '2026-12-01', 'sw')).toBe(
      'Jumatatu 30 Nov – Jumanne 1 Des',
    );
  });
});

describe('formatDay', () => {
  it('writes one Kenyan day the same way in every mail and text', () => {
    expect(formatDay('2026-11-28')).toBe('Sat 28 Nov');
    expect(formatDay('2026-11-28', 'sw')).toBe('Jumamosi 28 Nov');
    // 22:30 UTC on the 27th is already the 28th in Nairobi.
    expect(formatDay('2026-11-27T22:30:00.000Z')).toBe('Sat 28 Nov');
    expect(formatDay('2026-11-27T22:30:00.000Z', 'sw')).toBe('Jumamosi 28 Nov');
  });

  it("uses CLDR's Kiswahili names, as Intl writes them for sw-KE", () => {
    const intl = new Intl.DateTimeFormat('sw-KE', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'Africa/Nairobi',
    });
    // Every fifth day of a year meets every weekday and every month.
    for (let day = 0; day < 366; day += 5) {
      const at = new Date(Date.UTC(2026, 0, 1, 9) + day * 86_400_000);
      const parts = intl.formatToParts(at);
      const part = (type: string) => parts.find((p) => p.type === type)?.value;
      expect(formatDay(at.toISOString(), 'sw')).toBe(
        `${part('weekday')} ${part('day')} ${part('month')}`,
      );
    }
  });
});
