import {
  ADJUSTMENT_REASONS,
  STOCK_REASON_LABELS,
  type AdjustmentReason,
} from '@mavazi/shared/catalog-ops.schemas';
import { useId, useState } from 'react';
import { Button } from '../../../../components/button';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { useAdjustStock } from '../api/adjust-stock';
import { tdClass } from '../../components/styles';

/**
 * One size's stock and its adjustment: a restock adds units, damaged takes them off, a count sets
 * what is on the shelf. The change is sent as such, never as a stock figure read earlier.
 */
export function StockAdjustRow({
  productId,
  variantId,
  label,
  stock,
}: {
  productId: number;
  variantId: number | null;
  label: string;
  stock: number;
}) {
  const id = useId();
  const [reason, setReason] = useState<AdjustmentReason>('restock');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const adjust = useAdjustStock();
  const value = Number(amount);
  const valid =
    amount.trim() !== '' &&
    Number.isInteger(value) &&
    (reason === 'count' ? value >= 0 : value > 0);

  async function apply() {
    setProblem(null);
    const line =
      reason === 'count'
        ? { product_id: productId, variant_id: variantId, set: value, reason }
        : {
            product_id: productId,
            variant_id: variantId,
            delta: reason === 'damaged' ? -value : value,
            reason,
          };
    try {
      await adjust.mutateAsync({ lines: [line] });
      toast.success(`Stock of ${label} updated`);
      setAmount('');
    } catch (err) {
      setProblem(errorMessage(err));
    }
  }

  return (
    <tr>
      <th scope="row" className={`${tdClass} font-medium text-stone-900`}>
        {label}
      </th>
      <td className={`${tdClass} text-right`} data-testid={`stock-${label}`}>
        {stock}
      </td>
      <td className={tdClass}>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-reason`} className="sr-only">
            Adjustment for {label}
          </label>
          <select
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value as AdjustmentReason)}
            className="rounded-md border border-stone-300 px-2 py-1 text-sm"
          >
            {ADJUSTMENT_REASONS.map((r) => (
              <option key={r} value={r}>
                {r === 'count' ? 'Count says' : r === 'restock' ? 'Restock +' : 'Damaged −'}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-amount`} className="sr-only">
            {STOCK_REASON_LABELS[reason]} units for {label}
          </label>
          <input
            id={`${id}-amount`}
            type="number"
            min="0"
            step="1"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            className="w-24 rounded-md border border-stone-300 px-2 py-1 text-sm"
          />
          <Button size="sm" disabled={!valid || adjust.isPending} onClick={() => void apply()}>
            Apply<span className="sr-only"> to {label}</span>
          </Button>
        </div>
        {problem && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {problem}
          </p>
        )}
      </td>
    </tr>
  );
}
