/**
 * The shop's calendar is Kenya's: East Africa Time, UTC+3 all year (no daylight saving), so a fixed
 * offset is exact and no time-zone database is needed.
 */
export const KENYA_UTC_OFFSET = '+03:00';
const KENYA_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date without a time, like 2026-12-31. */
export function isBareDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/** A bare date means the start of that day in Kenya; a date-time is the instant it names. */
export function startOfKenyaDay(dateOrDateTime: string): number {
  return isBareDate(dateOrDateTime)
    ? Date.parse(`${dateOrDateTime}T00:00:00.000${KENYA_UTC_OFFSET}`)
    : Date.parse(dateOrDateTime);
}

/** A bare date means the last millisecond of that day in Kenya; a date-time is the instant it names. */
export function endOfKenyaDay(dateOrDateTime: string): number {
  return isBareDate(dateOrDateTime)
    ? startOfKenyaDay(dateOrDateTime) + DAY_MS - 1
    : Date.parse(dateOrDateTime);
}

/** The Kenyan calendar date (YYYY-MM-DD) of an instant. */
export function kenyaDate(at: Date | number): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms + KENYA_OFFSET_MS).toISOString().slice(0, 10);
}

/** A bare date stays as given; a date-time becomes its Kenyan calendar date. */
export function toKenyaDate(dateOrDateTime: string): string {
  return isBareDate(dateOrDateTime) ? dateOrDateTime : kenyaDate(Date.parse(dateOrDateTime));
}

/** The date `days` calendar days after a Kenyan date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

function dayParts(date: string): { weekday: string; day: number; month: string } {
  const at = new Date(`${date}T00:00:00.000Z`);
  return {
    weekday: WEEKDAYS[at.getUTCDay()] ?? '',
    day: at.getUTCDate(),
    month: MONTHS[at.getUTCMonth()] ?? '',
  };
}

/**
 * Two Kenyan dates as people read a delivery window: "Tue 24 – Wed 25 Nov", "Mon 30 Nov – Tue 1 Dec",
 * or "Tue 24 Nov" when both are the same day. Written out by hand so the API's mail and every
 * browser show the same words whatever their locale.
 */
export function formatDateRange(from: string, to: string): string {
  const a = dayParts(from);
  const b = dayParts(to);
  if (from === to) return `${a.weekday} ${a.day} ${a.month}`;
  const start = a.month === b.month ? `${a.weekday} ${a.day}` : `${a.weekday} ${a.day} ${a.month}`;
  return `${start} – ${b.weekday} ${b.day} ${b.month}`;
}

/** The Kenyan dates a delivery taking min–max days lands on, counted from the day of `placedAt`. */
export function deliveryWindow(
  placedAt: Date | number,
  minDays: number,
  maxDays: number,
): { from: string; to: string } {
  const day = kenyaDate(placedAt);
  return { from: addDays(day, minDays), to: addDays(day, maxDays) };
}

const SW_WEEKDAYS = [
  'Jumapili',
  'Jumatatu',
  'Jumanne',
  'Jumatano',
  'Alhamisi',
  'Ijumaa',
  'Jumamosi',
] as const;
const SW_MONTHS = [
  'Januari',
  'Februari',
  'Machi',
  'Aprili',
  'Mei',
  'Juni',
  'Julai',
  'Agosti',
  'Septemba',
  'Oktoba',
  'Novemba',
  'Desemba',
] as const;

/**
 * One Kenyan day as every mail and text writes it: "Sat 28 Nov" in English, "Jumamosi 28 Novemba"
 * in Kiswahili. Takes a bare date or an instant (whose Kenyan day is meant).
 */
export function formatDay(dateOrDateTime: string, language: 'en' | 'sw' = 'en'): string {
  const date = toKenyaDate(dateOrDateTime);
  if (language === 'en') {
    const parts = dayParts(date);
    return `${parts.weekday} ${parts.day} ${parts.month}`;
  }
  const at = new Date(`${date}T00:00:00.000Z`);
  return `${SW_WEEKDAYS[at.getUTCDay()] ?? ''} ${at.getUTCDate()} ${SW_MONTHS[at.getUTCMonth()] ?? ''}`;
}
