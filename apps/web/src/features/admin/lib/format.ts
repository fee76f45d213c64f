/** The calendar day of a date or date-time string (promo dates are days). */
export function formatDay(value: string): string {
  return value.slice(0, 10);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-KE', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A moment in the admin's local time, e.g. order creation. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}
