import type { ReportGrouping, SalesReportRow } from '@mavazi/shared/reports.schemas';
import { formatKsh } from '@mavazi/shared/money';
import { formatDate } from '../../../../lib/format-date';
import { paymentMethodLabel } from '../../../../lib/payment-methods';
import { tableClass, tdClass, thClass } from '../../components/styles';

const GROUP_LABELS: Record<ReportGrouping, string> = {
  day: 'Day',
  product: 'Product',
  category: 'Category',
  county: 'County',
  payment_method: 'Payment method',
};

const MONEY = ['gross', 'discounts', 'delivery_fees', 'refunds', 'net', 'vat'] as const;
const MONEY_LABELS: Record<(typeof MONEY)[number], string> = {
  gross: 'Gross',
  discounts: 'Discounts',
  delivery_fees: 'Delivery fees',
  refunds: 'Refunds',
  net: 'Net',
  vat: 'VAT',
};

/** Adds money in cents, so the total row is exact. */
const sum = (rows: readonly SalesReportRow[], field: (typeof MONEY)[number]) =>
  rows.reduce((s, r) => s + Math.round(r[field] * 100), 0) / 100;

function keyLabel(groupBy: ReportGrouping, key: string): string {
  if (groupBy === 'day') return formatDate(key);
  if (groupBy === 'payment_method') return paymentMethodLabel(key);
  return key;
}

/** The report's rows and their total (for product and category, an order counts once per row). */
export function SalesTable({
  rows,
  groupBy,
}: {
  rows: readonly SalesReportRow[];
  groupBy: ReportGrouping;
}) {
  const right = `${tdClass} text-right tabular-nums`;
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <caption className="sr-only">
          Money received by {GROUP_LABELS[groupBy].toLowerCase()}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={thClass}>
              {GROUP_LABELS[groupBy]}
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Orders
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Units
            </th>
            {MONEY.map((m) => (
              <th key={m} scope="col" className={`${thClass} text-right`}>
                {MONEY_LABELS[m]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" className={`${tdClass} font-normal`}>
                {keyLabel(groupBy, r.key)}
              </th>
              <td className={right}>{r.orders}</td>
              <td className={right}>{r.units}</td>
              {MONEY.map((m) => (
                <td key={m} className={right}>
                  {formatKsh(r[m])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-stone-300 font-semibold">
          <tr>
            <th scope="row" className={tdClass}>
              Total
            </th>
            <td className={right}>
              {groupBy === 'product' || groupBy === 'category'
                ? ''
                : rows.reduce((s, r) => s + r.orders, 0)}
            </td>
            <td className={right}>{rows.reduce((s, r) => s + r.units, 0)}</td>
            {MONEY.map((m) => (
              <td key={m} className={right}>
                {formatKsh(sum(rows, m))}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
