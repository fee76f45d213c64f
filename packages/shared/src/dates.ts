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

/** The languages a date is written in (the same as mails and texts: notify.ts LANGUAGES). */
export type DateLanguage = 'en' | 'sw';

/**
 * Day and month names per language, written out by hand so the API's mail and every browser show
 * the same words whatever their ICU data: English as "Sat 28 Nov" (ICU's en-KE says "Sept"), Kiswahili
 * with CLDR's sw-KE names (Intl's short weekday is the whole name: "Jumamosi, 28 Nov").
 */
const NAMES: Readonly<
  Record<DateLanguage, { weekdays: readonly string[]; months: readonly string[] }>
> = {
  en: {
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  sw: {
    weekdays: ['Jumapili', 'Jumatatu', 'Jumanne', 'Jumatano', 'Alhamisi', 'Ijumaa', 'Jumamosi'],
    months: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
  },
};

function dayParts(
  date: string,
  language: DateLanguage,
): { weekday: string; day: number; month: string } {
  const at = new Date(`${date}T00:00:00.000Z`);
  const names = NAMES[language];
  return {
    weekday: names.weekdays[at.getUTCDay()] ?? '',
    day: at.getUTCDate(),
    month: names.months[at.getUTCMonth()] ?? '',
  };
}

/**
 * Two Kenyan dates as people read a delivery window: "Tue 24 – Wed 25 Nov", "Mon 30 Nov – Tue 1 Dec",
 * or "Tue 24 Nov" when both are the same day ("Jumanne 24 – Jumatano 25 Nov" in Kiswahili). Bare
 * dates or instants (whose Kenyan day is meant).
 */
export function formatDateRange(from: string, to: string, language: DateLanguage = 'en'): string {
  const a = dayParts(toKenyaDate(from), language);
  const b = dayParts(toKenyaDate(to), language);
  if (toKenyaDate(from) === toKenyaDate(to)) return `${a.weekday} ${a.day} ${a.month}`;
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

/**
 * One Kenyan day as every mail and text writes it: "Sat 28 Nov" in English, "Jumamosi 28 Nov" in
 * Kiswahili. Takes a bare date or an instant (whose Kenyan day is meant).
 */
export function formatDay(dateOrDateTime: string, language: DateLanguage = 'en'): string {
  return formatDateRange(dateOrDateTime, dateOrDateTime, language);
}
