import type { Dashboard } from '@mavazi/shared/auth.schemas';
import { formatKsh } from '@mavazi/shared/money';
import { Link } from 'react-router';
import { ADMIN_PATHS } from '../../admin-paths';
import { cardClass } from '../../components/styles';

/** Today's and this week's sales, and what needs doing: orders to dispatch, payments to collect. */
export function SalesOverview({ summary }: { summary: Dashboard }) {
  const sales = [
    { label: 'Today', value: summary.today },
    { label: 'This week', value: summary.week },
  ];
  const todo = [
    {
      label: 'Waiting for dispatch',
      count: summary.awaitingDispatch,
      to: `${ADMIN_PATHS.orders}?status=Pending`,
    },
    {
      label: 'Payments pending',
      count: summary.paymentsPending,
      to: `${ADMIN_PATHS.orders}?payment_status=Pending`,
    },
  ];
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {sales.map((s) => (
        <li key={s.label} className={`${cardClass} p-5`}>
          <p className="text-sm font-medium text-stone-700">{s.label}</p>
          <p className="mt-2 text-2xl font-bold text-stone-900">{formatKsh(s.value.revenue)}</p>
          <p className="text-sm text-stone-700">
            {s.value.orders} {s.value.orders === 1 ? 'order' : 'orders'}
          </p>
        </li>
      ))}
      {todo.map((t) => (
        <li key={t.label}>
          <Link
            to={t.to}
            className={`${cardClass} block p-5 transition-shadow hover:shadow-md`}
            aria-label={`${t.label}: ${t.count}`}
          >
            <p className="text-sm font-medium text-stone-700">{t.label}</p>
            <p className="mt-2 text-2xl font-bold text-stone-900">{t.count}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
