import type { BulkAction, BulkInput } from '@mavazi/shared/catalog-ops.schemas';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/button';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { useBulkEditProducts } from '../api/bulk-edit-products';
import { useCollectionOptions } from '../api/get-collection-options';
import { kenyaLocalToIso } from './product-form-schema';

const ACTIONS: ReadonlyArray<{ value: BulkAction; label: string }> = [
  { value: 'set_status', label: 'Set status' },
  { value: 'set_price_percent', label: 'Change prices by a percentage' },
  { value: 'set_compare_at', label: 'Set compare-at price' },
  { value: 'add_to_collection', label: 'Add to collection' },
  { value: 'delete', label: 'Delete' },
];

/** The toast after a bulk edit of `n` products. */
function doneText(action: BulkAction, n: number): string {
  const products = `${n} ${n === 1 ? 'product' : 'products'}`;
  switch (action) {
    case 'set_status':
      return `Status set on ${products}`;
    case 'set_price_percent':
      return `Prices changed on ${products}`;
    case 'set_compare_at':
      return `Compare-at price set on ${products}`;
    case 'add_to_collection':
      return `${products} added to the collection`;
    case 'delete':
      return `${products} deleted`;
  }
}

const inputClass = 'mt-1 rounded-md border border-stone-300 px-2 py-1';
const labelClass = 'block text-xs font-medium text-stone-700';

/** The request for the chosen action, or the reason it cannot be sent yet. */
function bulkRequest(
  action: BulkAction,
  fields: { status: string; publishAt: string; percent: string; compareAt: string; slug: string },
  clearCompareAt: boolean,
): Omit<BulkInput, 'ids'> | string {
  switch (action) {
    case 'set_status': {
      if (fields.status !== 'scheduled') return { action, value: fields.status };
      const at = kenyaLocalToIso(fields.publishAt);
      if (!at || at === 'invalid') return 'Choose when the products go on sale';
      return { action, value: 'scheduled', publish_at: at };
    }
    case 'set_price_percent': {
      const value = Number(fields.percent);
      if (fields.percent.trim() === '' || !Number.isFinite(value) || value === 0)
        return 'Enter a percentage, such as -20 or 10';
      return { action, value };
    }
    case 'set_compare_at': {
      if (clearCompareAt) return { action, value: null };
      const value = Number(fields.compareAt);
      if (fields.compareAt.trim() === '' || !Number.isFinite(value) || value <= 0)
        return 'Enter the compare-at price in KES';
      return { action, value };
    }
    case 'add_to_collection':
      return fields.slug ? { action, value: fields.slug } : 'Choose a collection';
    case 'delete':
      return { action };
  }
}

/**
 * Actions on the selected products (possibly all matching the filter, across pages): set status,
 * change prices by a percentage, set or clear the compare-at price, add to a collection, delete.
 */
export function BulkBar({
  selected,
  matching,
  selectingAll,
  onSelectAll,
  onClear,
}: {
  selected: readonly number[];
  matching: number;
  selectingAll: boolean;
  onSelectAll: () => void;
  onClear: () => void;
}) {
  const id = useId();
  const [action, setAction] = useState<BulkAction>('set_status');
  const [fields, setFields] = useState({
    status: 'draft',
    publishAt: '',
    percent: '',
    compareAt: '',
    slug: '',
  });
  const [clearCompareAt, setClearCompareAt] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const bulk = useBulkEditProducts();
  const collections = useCollectionOptions(action === 'add_to_collection');
  const set = (name: keyof typeof fields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setProblem(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = bulkRequest(action, fields, clearCompareAt);
    if (typeof request === 'string') {
      setProblem(request);
      return;
    }
    const count = selected.length;
    if (
      action === 'delete' &&
      !window.confirm(
        `Delete ${count} ${count === 1 ? 'product' : 'products'}? Shoppers will no longer see them.`,
      )
    )
      return;
    try {
      const { updated } = await bulk.mutateAsync({ ids: [...selected], ...request });
      toast.success(doneText(action, updated));
      onClear();
    } catch (err) {
      setProblem(errorMessage(err));
      toast.error(`Bulk edit failed: ${errorMessage(err)}`);
    }
  }

  const problemId = `${id}-problem`;
  const described = problem ? { 'aria-describedby': problemId, 'aria-invalid': true } : {};
  return (
    <section
      aria-label="Bulk actions"
      className="mb-4 rounded-md border border-stone-200 bg-stone-50 p-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="font-medium text-stone-800">
          {selected.length} selected
        </p>
        {selected.length < matching && (
          <Button size="sm" variant="secondary" disabled={selectingAll} onClick={onSelectAll}>
            {selectingAll ? 'Selecting...' : `Select all ${matching} matching`}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
      </div>
      <form
        aria-label="Bulk edit"
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(e) => void submit(e)}
        noValidate
      >
        <div>
          <label htmlFor={`${id}-action`} className={labelClass}>
            Action
          </label>
          <select
            id={`${id}-action`}
            value={action}
            onChange={(e) => {
              setAction(e.target.value as BulkAction);
              setProblem(null);
            }}
            className={inputClass}
          >
            {ACTIONS.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
        </div>
        {action === 'set_status' && (
          <>
            <div>
              <label htmlFor={`${id}-status`} className={labelClass}>
                Status
              </label>
              <select
                id={`${id}-status`}
                value={fields.status}
                onChange={(e) => set('status')(e.target.value)}
                className={inputClass}
              >
                <option value="active">Active</option>
                <option value="draft">Draft</option>
                <option value="scheduled">Scheduled</option>
              </select>
            </div>
            {fields.status === 'scheduled' && (
              <div>
                <label htmlFor={`${id}-publish`} className={labelClass}>
                  Goes on sale at (Kenyan time)
                </label>
                <input
                  id={`${id}-publish`}
                  type="datetime-local"
                  value={fields.publishAt}
                  onChange={(e) => set('publishAt')(e.target.value)}
                  className={inputClass}
                  {...described}
                />
              </div>
            )}
          </>
        )}
        {action === 'set_price_percent' && (
          <div>
            <label htmlFor={`${id}-percent`} className={labelClass}>
              Change prices by % (−20 = 20% off)
            </label>
            <input
              id={`${id}-percent`}
              type="number"
              step="1"
              min="-90"
              max="1000"
              value={fields.percent}
              onChange={(e) => set('percent')(e.target.value)}
              className={`${inputClass} w-28`}
              {...described}
            />
          </div>
        )}
        {action === 'set_compare_at' && (
          <>
            <div>
              <label htmlFor={`${id}-compare`} className={labelClass}>
                Compare-at price (KES, above every chosen price)
              </label>
              <input
                id={`${id}-compare`}
                type="number"
                step="0.01"
                min="1"
                value={fields.compareAt}
                disabled={clearCompareAt}
                onChange={(e) => set('compareAt')(e.target.value)}
                className={`${inputClass} w-36`}
                {...described}
              />
            </div>
            <label className="flex items-center gap-2 self-center text-stone-700">
              <input
                type="checkbox"
                checked={clearCompareAt}
                onChange={(e) => {
                  setClearCompareAt(e.target.checked);
                  setProblem(null);
                }}
                className="h-4 w-4"
              />
              Clear it (not on sale)
            </label>
          </>
        )}
        {action === 'add_to_collection' && (
          <div>
            <label htmlFor={`${id}-collection`} className={labelClass}>
              Collection
            </label>
            <select
              id={`${id}-collection`}
              value={fields.slug}
              onChange={(e) => set('slug')(e.target.value)}
              className={inputClass}
              {...described}
            >
              <option value="">
                {collections.isPending
                  ? 'Loading collections...'
                  : collections.isError
                    ? 'Collections could not be loaded'
                    : 'Choose a collection'}
              </option>
              {(collections.data ?? []).map((c) => (
                <option key={c.id} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <Button
          type="submit"
          size="sm"
          variant={action === 'delete' ? 'danger' : 'primary'}
          disabled={bulk.isPending || selected.length === 0}
        >
          {bulk.isPending
            ? 'Applying...'
            : action === 'delete'
              ? `Delete ${selected.length} selected`
              : `Apply to ${selected.length} selected`}
        </Button>
      </form>
      {problem && (
        <p id={problemId} role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
    </section>
  );
}
