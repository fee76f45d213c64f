import type { Dashboard } from '@mavazi/shared/auth.schemas';
import { LOW_STOCK_THRESHOLD } from '@mavazi/shared/constants';
import { PlainTable } from '../../components/plain-table';

const LOW_STOCK_COLUMNS = [
  { label: 'Product' },
  { label: 'Size' },
  { label: 'SKU' },
  { label: 'In stock', align: 'right' },
] as const;

/** Sizes and products about to sell out, fewest first. */
export function LowStockList({ items }: { items: Dashboard['lowStock'] }) {
  if (items.length === 0)
    return (
      <p className="text-sm text-stone-700">
        Nothing is running low (every size has more than {LOW_STOCK_THRESHOLD} in stock).
      </p>
    );
  return (
    <PlainTable
      caption="Low stock"
      columns={LOW_STOCK_COLUMNS}
      headRowClassName="border-b border-stone-200 text-stone-700"
      headCellClassName="py-2 pr-3 last:pr-0"
    >
      {items.map((item) => (
        <tr
          key={`${item.product_id}-${item.variant_id ?? 'p'}`}
          className="border-b border-stone-100"
        >
          <td className="py-2 pr-3 text-stone-900">{item.product_name}</td>
          <td className="py-2 pr-3">
            {[item.size, item.colour].filter(Boolean).join(' · ') || '—'}
          </td>
          <td className="py-2 pr-3 font-mono text-xs">{item.sku ?? '—'}</td>
          <td
            className={`py-2 text-right font-semibold tabular-nums ${item.inventory === 0 ? 'text-red-700' : 'text-stone-900'}`}
          >
            {item.inventory === 0 ? 'Sold out' : item.inventory}
          </td>
        </tr>
      ))}
    </PlainTable>
  );
}
