import { formatKsh } from '@mavazi/shared/money';
import type { Refund } from '@mavazi/shared/returns.schemas';
import { REFUND_METHOD_LABELS, type RefundStatus } from '@mavazi/shared/returns';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../../components/badge';
import { PageLoader } from '../../../../components/page-loader';
import { PriceText } from '../../../../components/price-text';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { toast } from '../../../../lib/toast';
import { AdminTable, type AdminColumn } from '../../components/admin-table';
import { EmptyMessage, ErrorMessage } from '../../components/status-message';
import { cardClass, smallButtonClass, tdClass } from '../../components/styles';
import { useAdmin } from '../../state/admin-context';
import { useOrderRefunds } from '../api/get-order-refunds';
import { openCreditNote } from '../api/open-credit-note';
import { RefundForm } from './refund-form';

const STATUS_TONES: Record<RefundStatus, BadgeTone> = {
  Pending: 'amber',
  Completed: 'green',
  Failed: 'red',
};

const COLUMNS: readonly AdminColumn[] = [
  { label: 'Date' },
  { label: 'Amount', align: 'right' },
  { label: 'Method' },
  { label: 'Status' },
  { label: 'Receipt' },
  { label: 'Reason' },
  { label: 'Credit note' },
];

/** Money still refundable: paid less refunds done or under way (failed ones gave nothing back). */
export function refundableLeft(paidAmount: number, refunds: readonly Refund[]): number {
  const cents = refunds
    .filter((refund) => refund.status !== 'Failed')
    .reduce((sum, refund) => sum + Math.round(refund.amount * 100), 0);
  return Math.max(0, Math.round(paidAmount * 100) - cents) / 100;
}

function CreditNoteButton({ refund }: { refund: Refund }) {
  const [opening, setOpening] = useState(false);
  if (!refund.credit_note_number) return <>—</>;
  return (
    <button
      type="button"
      disabled={opening}
      className={`${smallButtonClass} border border-brand-600 text-brand-700 hover:bg-brand-50`}
      aria-label={`Credit note ${refund.credit_note_number} (opens in a new tab)`}
      onClick={() => {
        setOpening(true);
        openCreditNote(refund.id)
          .catch((err: unknown) =>
            toast.error(`Error opening the credit note: ${errorMessage(err)}`),
          )
          .finally(() => setOpening(false));
      }}
    >
      {refund.credit_note_number}
    </button>
  );
}

/**
 * The refunds of one order, for the staff order page: status, M-Pesa receipt, credit note, and a
 * "Refund" form (money.manage) prefilled with what is left of what was paid.
 */
export function OrderRefundsPanel({
  orderId,
  paidAmount,
}: {
  orderId: number;
  /** KES the shopper paid for the order (0 while unpaid). */
  paidAmount: number;
}) {
  const { can } = useAdmin();
  const mayRefund = can('money.manage');
  const refunds = useOrderRefunds(orderId, { enabled: mayRefund });
  const [formOpen, setFormOpen] = useState(false);
  if (!mayRefund) return null;
  const left = refunds.data ? refundableLeft(paidAmount, refunds.data) : 0;
  return (
    <section aria-labelledby={`order-${orderId}-refunds`} className={`${cardClass} space-y-3 p-4`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`order-${orderId}-refunds`} className="text-lg font-semibold text-stone-900">
          Refunds
        </h2>
        {refunds.isSuccess ? (
          <p className="text-sm text-stone-700">
            Paid {formatKsh(paidAmount)} · left to refund {formatKsh(left)}
          </p>
        ) : null}
      </div>
      {refunds.isPending ? (
        <PageLoader className="py-4 text-sm" />
      ) : refunds.isError ? (
        <ErrorMessage>Error loading the refunds: {errorMessage(refunds.error)}</ErrorMessage>
      ) : (
        <>
          {refunds.data.length === 0 ? (
            <EmptyMessage>No refunds for this order</EmptyMessage>
          ) : (
            <AdminTable caption="Refunds of this order" columns={COLUMNS}>
              {refunds.data.map((refund) => (
                <tr key={refund.id}>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    {formatDateTime(refund.created_at)}
                  </td>
                  <td className={`${tdClass} text-right`}>
                    <PriceText amount={refund.amount} />
                  </td>
                  <td className={tdClass}>{REFUND_METHOD_LABELS[refund.method]}</td>
                  <td className={tdClass}>
                    <Badge tone={STATUS_TONES[refund.status]}>{refund.status}</Badge>
                    {refund.stale ? (
                      <span className="mt-1 block text-xs text-amber-800">
                        No answer from M-Pesa yet: check the portal
                      </span>
                    ) : null}
                    {refund.status === 'Failed' && refund.result_desc ? (
                      <span className="mt-1 block text-xs text-stone-600">
                        {refund.result_desc}
                      </span>
                    ) : null}
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>{refund.mpesa_receipt ?? '—'}</td>
                  <td className={tdClass}>{refund.reason}</td>
                  <td className={tdClass}>
                    <CreditNoteButton refund={refund} />
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
          {left > 0 ? (
            formOpen ? (
              <RefundForm
                orderId={orderId}
                defaultAmount={left}
                onDone={() => setFormOpen(false)}
              />
            ) : (
              <button
                type="button"
                aria-expanded={false}
                className="min-h-11 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-900"
                onClick={() => setFormOpen(true)}
              >
                Refund
              </button>
            )
          ) : null}
        </>
      )}
    </section>
  );
}
