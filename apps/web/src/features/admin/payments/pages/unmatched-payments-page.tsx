import { LIMITS } from '@mavazi/shared/constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { PriceText } from '../../../../components/price-text';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { ADMIN_PATHS } from '../../admin-paths';
import { PageHeader } from '../../components/page-header';
import { PlainTable } from '../../components/plain-table';
import { QueryList } from '../../components/query-list';
import { cardClass } from '../../components/styles';
import { useUnmatchedPayments } from '../api/get-unmatched-payments';

const COLUMNS = [
  { label: 'Received' },
  { label: 'M-Pesa receipt' },
  { label: 'Phone' },
  { label: 'Amount', align: 'right' },
] as const;

/** /admin/payments: M-Pesa money to place on an order or refund, and a link to the refund list. */
export function UnmatchedPaymentsPage() {
  const [offset, setOffset] = useState(0);
  const payments = useUnmatchedPayments(offset);
  return (
    <>
      <PageHeader title="Unmatched M-Pesa payments" />
      <p className="mb-4 text-sm text-stone-700">
        Payments whose M-Pesa callback matched no prompt of the shop. Find the order from the
        shopper or the M-Pesa statement, or refund the payment. Orders paid after they were
        cancelled are on the{' '}
        <Link
          className="font-semibold underline"
          to={`${ADMIN_PATHS.orders}?status=Cancelled&payment_status=Paid`}
        >
          refund list
        </Link>
        .
      </p>
      <section aria-label="Unmatched payments" className={cardClass}>
        <QueryList
          query={payments}
          empty="No unmatched M-Pesa payments"
          error={(err) => `Error: ${errorMessage(err)}`}
          paging={{
            offset,
            limit: LIMITS.adminPageSize,
            label: 'Unmatched payment pages',
            onChange: setOffset,
          }}
        >
          {(list) => (
            <PlainTable
              caption="Unmatched M-Pesa payments"
              columns={COLUMNS}
              headCellClassName="px-3 py-2"
            >
              {list.map((p) => (
                <tr key={p.id} className="border-b border-stone-100">
                  <td className="px-3 py-2">
                    <time dateTime={p.received_at}>{formatDateTime(p.received_at)}</time>
                  </td>
                  <td className="px-3 py-2 font-mono">{p.mpesa_receipt}</td>
                  <td className="px-3 py-2">{p.phone ?? 'unknown'}</td>
                  <td className="px-3 py-2 text-right">
                    <PriceText amount={p.amount} />
                  </td>
                </tr>
              ))}
            </PlainTable>
          )}
        </QueryList>
      </section>
    </>
  );
}
