import type { Dashboard } from '@mavazi/shared/auth.schemas';
import { formatKsh } from '@mavazi/shared/money';
import { useId } from 'react';
import { formatDate } from '../../../../lib/format-date';
import { PlainTable } from '../../components/plain-table';

const SALES_COLUMNS = [
  { label: 'Day' },
  { label: 'Orders', align: 'right' },
  { label: 'Sales', align: 'right' },
] as const;

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

/**
 * The last 30 days' sales as bars, drawn as a small inline SVG (no chart library in the admin chunk).
 * The picture is for the eye; screen readers get its summary and the same numbers as a table.
 */
export function SalesChart({ days }: { days: Dashboard['salesByDay'] }) {
  const titleId = useId();
  const max = Math.max(...days.map((d) => d.revenue), 0);
  const total = days.reduce((sum, d) => sum + d.revenue, 0);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  const barWidth = WIDTH / Math.max(days.length, 1) - GAP;
  const first = days[0];
  const last = days.at(-1);
  const summary =
    first && last
      ? `${orders} orders worth ${formatKsh(total)} from ${formatDate(first.date)} to ${formatDate(last.date)}; best day ${formatKsh(max)}.`
      : 'No sales yet.';
  return (
    <figure aria-labelledby={titleId} className="space-y-2">
      <figcaption id={titleId} className="text-sm text-stone-700">
        <span className="font-semibold text-stone-900">Sales, last 30 days. </span>
        {summary}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-40 w-full"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-stone-400" />
        {days.map((d, i) => {
          const h = max > 0 ? Math.max((d.revenue / max) * (HEIGHT - 4), d.revenue > 0 ? 2 : 0) : 0;
          return (
            <rect
              key={d.date}
              x={i * (barWidth + GAP)}
              y={HEIGHT - h}
              width={barWidth}
              height={h}
              className="fill-brand-600"
            >
              <title>{`${formatDate(d.date)}: ${d.orders} orders, ${formatKsh(d.revenue)}`}</title>
            </rect>
          );
        })}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer py-2 font-medium text-brand-700">
          Show the numbers as a table
        </summary>
        <PlainTable
          caption="Sales per day, last 30 days"
          columns={SALES_COLUMNS}
          className="mt-2 w-full text-left text-sm"
          headCellClassName="py-1 pr-4 last:pr-0"
        >
          {days.map((d) => (
            <tr key={d.date} className="border-b border-stone-100">
              <th scope="row" className="py-1 pr-4 font-normal">
                {formatDate(d.date)}
              </th>
              <td className="py-1 pr-4 text-right tabular-nums">{d.orders}</td>
              <td className="py-1 text-right tabular-nums">{formatKsh(d.revenue)}</td>
            </tr>
          ))}
        </PlainTable>
      </details>
    </figure>
  );
}
