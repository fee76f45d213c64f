import { formatKsh } from '@mavazi/shared/money';
import type { StaffOrder } from '@mavazi/shared/orders.schemas';
import { formatDateTime } from '../../../../lib/format-date';
import { paymentMethodLabel, paymentStatusLabel } from '../../../../lib/payment-methods';
import { PlainTable } from '../../components/plain-table';
import { Fact, OrderSection } from './order-section';

const ATTEMPT_COLUMNS = [
  { label: 'When' },
  { label: 'Amount', align: 'right' },
  { label: 'Result' },
  { label: 'Receipt' },
] as const;

/** The method and status, the M-Pesa receipt, money collected on delivery and each M-Pesa prompt. */
export function OrderPaymentSection({ order }: { order: StaffOrder }) {
  return (
    <OrderSection title="Payment">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <Fact label="Method">{paymentMethodLabel(order.payment_method)}</Fact>
        <Fact label="Payment status">{paymentStatusLabel(order.payment_status)}</Fact>
        <Fact label="M-Pesa receipt">
          {order.payment.mpesa_receipt ? (
            <span className="font-mono">{order.payment.mpesa_receipt}</span>
          ) : (
            '—'
          )}
        </Fact>
        {order.received ? (
          <Fact label="Collected on delivery">
            {formatKsh(order.received.amount)}{' '}
            {order.received.reference === 'cash' ? (
              'in cash'
            ) : (
              <>
                by M-Pesa, code <span className="font-mono">{order.received.reference}</span>
              </>
            )}
          </Fact>
        ) : null}
      </dl>
      {order.payment_attempts.length > 0 ? (
        <PlainTable
          caption="M-Pesa attempts"
          columns={ATTEMPT_COLUMNS}
          headCellClassName="px-3 py-2 text-xs font-semibold text-stone-600"
        >
          {order.payment_attempts.map((a) => (
            <tr key={a.at}>
              <td className="px-3 py-2">{formatDateTime(a.at)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatKsh(a.amount)}</td>
              <td className="px-3 py-2">
                {a.status}
                {a.result ? ` · ${a.result}` : ''}
              </td>
              <td className="px-3 py-2 font-mono">{a.mpesa_receipt ?? '—'}</td>
            </tr>
          ))}
        </PlainTable>
      ) : null}
    </OrderSection>
  );
}
