import { useId, useState } from 'react';
import { Button } from '../../../../components/button';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { useBulkEditProducts } from '../api/bulk-edit-products';

/** Actions on the selected products: change prices by a percentage, or delete them. */
export function BulkBar({
  selected,
  matching,
  onSelectAll,
  onClear,
}: {
  selected: readonly number[];
  matching: number;
  onSelectAll: () => void;
  onClear: () => void;
}) {
  const percentId = useId();
  const [percent, setPercent] = useState('');
  const bulk = useBulkEditProducts();

  async function run(action: 'set_price_percent' | 'delete', value?: number) {
    try {
      const { updated } = await bulk.mutateAsync({ ids: [...selected], action, value });
      toast.success(
        action === 'delete' ? `${updated} products deleted` : `${updated} prices changed`,
      );
      onClear();
      setPercent('');
    } catch (err) {
      toast.error(`Bulk edit failed: ${errorMessage(err)}`);
    }
  }

  const value = Number(percent);
  const validPercent = percent.trim() !== '' && Number.isFinite(value) && value !== 0;
  return (
    <section
      aria-label="Bulk actions"
      className="mb-4 flex flex-wrap items-end gap-3 rounded-md border border-stone-200 bg-stone-50 p-3 text-sm"
    >
      <p role="status" className="self-center font-medium text-stone-800">
        {selected.length} selected
      </p>
      {selected.length < matching && (
        <Button size="sm" variant="secondary" onClick={onSelectAll}>
          Select all {matching} matching
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
      <div>
        <label htmlFor={percentId} className="block text-xs font-medium text-stone-700">
          Change prices by % (−20 = 20% off)
        </label>
        <input
          id={percentId}
          type="number"
          step="1"
          min="-90"
          max="1000"
          value={percent}
          onChange={(e) => setPercent(e.target.value)}
          className="mt-1 w-28 rounded-md border border-stone-300 px-2 py-1"
        />
      </div>
      <Button
        size="sm"
        disabled={!validPercent || bulk.isPending}
        onClick={() => void run('set_price_percent', value)}
      >
        Apply to prices
      </Button>
      <Button
        size="sm"
        variant="danger"
        disabled={bulk.isPending}
        onClick={() => {
          if (window.confirm(`Delete ${selected.length} products?`)) void run('delete');
        }}
      >
        Delete selected
      </Button>
    </section>
  );
}
