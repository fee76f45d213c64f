import type { Dashboard } from '@mavazi/shared/auth.schemas';
import { Link } from 'react-router';
import { ADMIN_PATHS } from '../../admin-paths';
import { cardClass } from '../../components/styles';

const CARDS = [
  { key: 'totalProducts', label: 'Total products', to: ADMIN_PATHS.products },
  { key: 'totalOrders', label: 'Total orders', to: ADMIN_PATHS.orders },
  { key: 'totalUsers', label: 'Total users', to: ADMIN_PATHS.users },
] as const;

/** The three dashboard totals; dashes while they load. */
export function SummaryCards({ summary }: { summary: Dashboard | undefined }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {CARDS.map((card) => (
        <li key={card.key}>
          <Link
            to={card.to}
            className={`${cardClass} block p-5 transition-shadow hover:shadow-md`}
            aria-label={`${card.label}: ${summary ? summary[card.key] : 'loading'}`}
          >
            <p className="text-sm font-medium text-stone-500">{card.label}</p>
            <p className="mt-2 text-3xl font-bold text-stone-900">
              {summary ? summary[card.key] : '—'}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
