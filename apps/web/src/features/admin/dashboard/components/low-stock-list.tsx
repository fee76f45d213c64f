import type { Dashboard } from '@mavazi/shared/auth.schemas';
import { LOW_STOCK_THRESHOLD } from '@mavazi/shared/constants';

/** Sizes and products about to sell out, fewest first. */
export function LowStockList({ items }: { items: Dashboard['lowStock'] }) {
  if (items.length === 0)
    return (
      <p className="text-sm text-stone-700">
        Nothing is running low (every size has more than {LOW_STOCK_THRESHOLD} in stock).
      </p>
    );
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Low stock</caption>
      <thead>
        <tr className="border-b border-stone-200 text-stone-700">
          <th scope="col" className="py-2 pr-3">
            Product
          </th>
          <th scope="col" className="py-2 pr-3">
            Size
          </th>
          <th scope="col" className="py-2 pr-3">
            SKU
          </th>
          <th scope="col" className="py-2 text-right">
            In stock
          </th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </table>
  );
}
