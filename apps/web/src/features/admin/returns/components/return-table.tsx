import type { Return } from '@mavazi/shared/returns.schemas';
import { Link } from 'react-router';
import { PriceText } from '../../../../components/price-text';
import { ReturnStatusBadge } from '../../../../components/return-details';
import { formatDateTime } from '../../../../lib/format-date';
import { ADMIN_PATHS } from '../../admin-paths';
import { AdminTable, type AdminColumn } from '../../components/admin-table';
import { tdClass } from '../../components/styles';

const COLUMNS: readonly AdminColumn[] = [
  { label: 'Return' },
  { label: 'Order' },
  { label: 'Status' },
  { label: 'Items' },
  { label: 'Value', align: 'right' },
  { label: 'Requested' },
];

/** Returns with their number (a link to the return), order, status, what goes back and its value. */
export function ReturnTable({ returns, caption }: { returns: Return[]; caption: string }) {
  return (
    <AdminTable caption={caption} columns={COLUMNS}>
      {returns.map((ret) => (
        <tr key={ret.id}>
          <td className={`${tdClass} whitespace-nowrap`}>
            <Link
              to={`${ADMIN_PATHS.returns}/${ret.id}`}
              className="font-medium text-brand-700 hover:underline"
            >
              {ret.number}
            </Link>
          </td>
          <td className={`${tdClass} whitespace-nowrap`}>{ret.order_number}</td>
          <td className={tdClass}>
            <ReturnStatusBadge status={ret.status} />
          </td>
          <td className={tdClass}>
            {ret.lines
              .map(
                (line) =>
                  `${line.quantity} × ${line.product_name}${line.size ? ` (${line.size})` : ''}`,
              )
              .join(', ')}
          </td>
          <td className={`${tdClass} text-right`}>
            <PriceText amount={ret.refund_amount} />
          </td>
          <td className={`${tdClass} whitespace-nowrap`}>{formatDateTime(ret.created_at)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
