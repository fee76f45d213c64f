import type { SalesReportRow } from '@mavazi/shared/reports.schemas';
import { formatKsh } from '@mavazi/shared/money';
import { useId } from 'react';
import { formatDate } from '../../../../lib/format-date';

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

/**
 * Net money received per Kenyan day as bars: an inline SVG like the dashboard's (no chart library in
 * the admin chunk). The picture is for the eye; screen readers get its summary (the table has the numbers).
 */
export function DaysChart({ days }: { days: readonly SalesReportRow[] }) {
  const titleId = useId();
  const max = Math.max(...days.map((d) => d.net), 0);
  const total = days.reduce((sum, d) => sum + d.net, 0);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  const barWidth = WIDTH / Math.max(days.length, 1) - GAP;
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure aria-labelledby={titleId} className="space-y-2">
      <figcaption id={titleId} className="text-sm text-stone-700">
        <span className="font-semibold text-stone-900">Money received per day. </span>
        {first && last
          ? `${orders} paid orders, ${formatKsh(Math.round(total * 100) / 100)} net, from ${formatDate(first.key)} to ${formatDate(last.key)}.`
          : 'No days chosen.'}
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
          const h = max > 0 ? Math.max((d.net / max) * (HEIGHT - 4), d.net > 0 ? 2 : 0) : 0;
          return (
            <rect
              key={d.key}
              x={i * (barWidth + GAP)}
              y={HEIGHT - Math.max(h, 0)}
              width={Math.max(barWidth, 1)}
              height={Math.max(h, 0)}
              className="fill-brand-600"
            >
              <title>{`${formatDate(d.key)}: ${d.orders} orders, ${formatKsh(d.net)}`}</title>
            </rect>
          );
        })}
      </svg>
    </figure>
  );
}
