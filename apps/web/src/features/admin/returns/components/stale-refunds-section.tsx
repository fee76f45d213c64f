import { formatKsh } from '@mavazi/shared/money';
import { adminRefundSettleSchema, type Refund } from '@mavazi/shared/returns.schemas';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/button';
import { formatDateTime } from '../../../../lib/format-date';
import { returnErrorText } from '../../../../lib/return-errors';
import { toast } from '../../../../lib/toast';
import { ADMIN_PATHS } from '../../admin-paths';
import { cardClass, inputClass } from '../../components/styles';
import { useStaleRefunds } from '../api/get-stale-refunds';
import { useSettleRefund } from '../api/settle-refund';

/** One refund to follow up: the receipt from the M-Pesa portal, then paid or not paid. */
function StaleRefundRow({ refund }: { refund: Refund }) {
  const settle = useSettleRefund();
  const [receipt, setReceipt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  function send(status: 'Completed' | 'Failed') {
    const parsed = adminRefundSettleSchema.safeParse({
      status,
      ...(receipt.trim() ? { mpesa_receipt: receipt.trim().toUpperCase() } : {}),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the receipt');
      return;
    }
    if (status === 'Completed' && !parsed.data.mpesa_receipt) {
      setError('Enter the M-Pesa receipt the portal shows for this payment');
      return;
    }
    setError(null);
    settle.mutate(
      { id: refund.id, body: parsed.data },
      {
        onSuccess: (settled) =>
          toast.success(
            `Refund of ${formatKsh(settled.amount)} for ${settled.order_number}: ${settled.status}`,
          ),
        onError: (err) => setError(returnErrorText(err, 'Could not record the refund')),
      },
    );
  }

  return (
    <li className="space-y-2 border-t border-stone-200 py-3 first:border-t-0">
      <p className="text-sm text-stone-800">
        <Link
          to={`${ADMIN_PATHS.orders}/${refund.order_id}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          {refund.order_number}
        </Link>{' '}
        · {formatKsh(refund.amount)} to {refund.phone ?? 'the shopper'} · sent{' '}
        {formatDateTime(refund.created_at)}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-700">
            M-Pesa receipt of {refund.order_number}
          </label>
          <input
            id={inputId}
            className={inputClass}
            value={receipt}
            onChange={(event) => setReceipt(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            autoComplete="off"
          />
        </div>
        <Button size="sm" busy={settle.isPending} onClick={() => send('Completed')}>
          Paid: mark completed
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={settle.isPending}
          onClick={() => send('Failed')}
        >
          Not paid: mark failed
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/**
 * M-Pesa refunds whose result never came (Daraja gave no answer for REFUND_STALE_MINUTES): staff look
 * each up in the M-Pesa portal and record what it says. Hidden while there is none.
 */
export function StaleRefundsSection() {
  const refunds = useStaleRefunds();
  if (!refunds.data?.length) return null;
  return (
    <section aria-labelledby="stale-refunds" className={`${cardClass} mb-4 space-y-2 p-4`}>
      <h2 id="stale-refunds" className="text-lg font-semibold text-stone-900">
        M-Pesa refunds to follow up
      </h2>
      <p className="text-sm text-stone-700">
        M-Pesa has not said whether these were paid. Look each one up in the M-Pesa portal and
        record what it shows.
      </p>
      <ul>
        {refunds.data.map((refund) => (
          <StaleRefundRow key={refund.id} refund={refund} />
        ))}
      </ul>
    </section>
  );
}
