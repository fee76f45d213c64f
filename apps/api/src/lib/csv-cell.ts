/** Cells a spreadsheet would run as a formula are prefixed with ' (CSV injection). */
export function safeCell<T extends string | number>(value: T): T | string {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
