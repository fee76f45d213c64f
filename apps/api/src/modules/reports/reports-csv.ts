import { stringify } from 'csv-stringify/sync';
import type { SalesReportRow } from '@mavazi/shared/reports.schemas';

const COLUMNS = [
  'key',
  'orders',
  'units',
  'gross',
  'discounts',
  'delivery_fees',
  'refunds',
  'net',
  'vat',
] as const;

/** Money with two decimals, as an accountant's spreadsheet reads it. */
const kes = (n: number) => n.toFixed(2);

/** The sales report as CSV: a header, the rows, then a Total row. */
export function salesReportCsv(rows: readonly SalesReportRow[], total: SalesReportRow): string {
  const line = (r: SalesReportRow) => [
    r.key,
    r.orders,
    r.units,
    kes(r.gross),
    kes(r.discounts),
    kes(r.delivery_fees),
    kes(r.refunds),
    kes(r.net),
    kes(r.vat),
  ];
  return stringify([[...COLUMNS], ...rows.map(line), line(total)]);
}
