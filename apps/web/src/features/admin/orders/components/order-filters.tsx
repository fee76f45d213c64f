import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@mavazi/shared/constants';
import { KENYA_COUNTIES } from '@mavazi/shared/kenya';
import { useId, useState, type FormEvent } from 'react';
import { paymentMethodLabel } from '../../../../lib/payment-methods';
import { inputClass } from '../../components/styles';
import type { OrderFilters as Filters } from '../api/get-orders';

type FilterName = 'status' | 'payment_status' | 'payment_method' | 'county';

const SELECTS: ReadonlyArray<{
  name: FilterName;
  label: string;
  any: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}> = [
  {
    name: 'status',
    label: 'Status',
    any: 'All statuses',
    options: ORDER_STATUSES.map((s) => ({ value: s, label: s })),
  },
  {
    name: 'payment_status',
    label: 'Payment status',
    any: 'All payment statuses',
    options: PAYMENT_STATUSES.map((s) => ({ value: s, label: s })),
  },
  {
    name: 'payment_method',
    label: 'Payment method',
    any: 'All payment methods',
    options: PAYMENT_METHODS.map((m) => ({ value: m, label: paymentMethodLabel(m) })),
  },
  {
    name: 'county',
    label: 'County',
    any: 'All counties',
    options: KENYA_COUNTIES.map((c) => ({ value: c, label: c })),
  },
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Filters apply at once; the search applies on Enter or Search, so typing does not reload on every key. */
export function OrderFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (changes: Partial<Filters>) => void;
}) {
  const [text, setText] = useState(filters.q);
  const id = useId();
  function search(event: FormEvent) {
    event.preventDefault();
    onChange({ q: text.trim() });
  }
  const active = Boolean(
    filters.q ||
    filters.status ||
    filters.payment_status ||
    filters.payment_method ||
    filters.from ||
    filters.to ||
    filters.county,
  );
  return (
    <div className="flex flex-wrap items-end gap-3 border-b border-stone-200 p-4">
      <form role="search" onSubmit={search} className="flex items-end gap-2">
        <label htmlFor={`${id}-q`} className="text-sm font-medium text-stone-800">
          Search orders
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
            placeholder="ORD-000042, M-Pesa receipt, name, email or phone"
            className={`${inputClass} mt-1 min-h-11 w-72`}
          />
        </label>
        <button
          type="submit"
          className="min-h-11 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-900"
        >
          Search
        </button>
      </form>
      {SELECTS.map((select) => (
        <div key={select.name} className="text-sm font-medium text-stone-800">
          <label htmlFor={`${id}-${select.name}`}>{select.label}</label>
          <select
            id={`${id}-${select.name}`}
            value={filters[select.name]}
            onChange={(e) => onChange({ [select.name]: e.target.value })}
            className={`${inputClass} mt-1 min-h-11`}
          >
            <option value="">{select.any}</option>
            {select.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {(['from', 'to'] as const).map((name) => (
        <label key={name} htmlFor={`${id}-${name}`} className="text-sm font-medium text-stone-800">
          {name === 'from' ? 'Placed from' : 'Placed to'}
          <input
            id={`${id}-${name}`}
            type="date"
            value={filters[name]}
            onChange={(e) => {
              if (e.target.value === '' || DAY.test(e.target.value))
                onChange({ [name]: e.target.value });
            }}
            className={`${inputClass} mt-1 block min-h-11`}
          />
        </label>
      ))}
      {active ? (
        <button
          type="button"
          onClick={() => {
            setText('');
            onChange({
              q: '',
              status: '',
              payment_status: '',
              payment_method: '',
              from: '',
              to: '',
              county: '',
            });
          }}
          className="min-h-11 rounded-md px-3 text-sm font-semibold text-stone-900 underline"
        >
          Clear filters
        </button>
      ) : null}
    </div>
  );
}
