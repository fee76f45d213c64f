import { intlLocale } from './i18n';

function parse(value: string): Date {
  // A bare date is a calendar day: read it at noon UTC so no time zone shifts it to another day.
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
}

function format(value: string, options: Intl.DateTimeFormatOptions): string {
  const date = parse(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString(intlLocale(), options);
}

/** A moment in the reader's local time, e.g. when an order was placed. */
export function formatDateTime(value: string): string {
  return format(value, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The day of a date or date-time, for reading. */
export function formatDate(value: string, dateStyle: 'medium' | 'long' = 'medium'): string {
  return format(value, { dateStyle });
}

/** The calendar day of a date or date-time string as the API writes it (promo dates are days). */
export function formatDay(value: string): string {
  return value.slice(0, 10);
}
