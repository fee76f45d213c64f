import type { ProductSales } from '@mavazi/shared/reports.schemas';
import { formatKsh } from '@mavazi/shared/money';
import { errorMessage } from '../../../../lib/api-client';
import { PlainTable } from '../../components/plain-table';
import { EmptyMessage, ErrorMessage } from '../../components/status-message';
import { cardClass } from '../../components/styles';
import { useLowStock } from '../api/get-low-stock';
import { useProductSales } from '../api/get-product-sales';

const COLUMNS = [
  { label: 'Product' },
  { label: 'Units sold', align: 'right' },
  { label: 'Net', align: 'right' },
  { label: 'In stock', align: 'right' },
] as const;

function ProductSalesCard({
  title,
  kind,
  from,
  to,
}: {
  title: string;
  kind: 'best-sellers' | 'slow-movers';
  from: string;
  to: string;
}) {
  const query = useProductSales(kind, from, to);
  return (
    <section aria-label={title} className={`${cardClass} p-4`}>
      <h2 className="mb-2 text-base font-semibold text-stone-900">{title}</h2>
      {query.isPending ? (
        <p className="text-sm text-stone-600">Loading…</p>
      ) : query.isError ? (
        <ErrorMessage>{errorMessage(query.error)}</ErrorMessage>
      ) : query.data.length === 0 ? (
        <EmptyMessage>No products</EmptyMessage>
      ) : (
        <PlainTable caption={title} columns={COLUMNS} headCellClassName="py-1 pr-3 last:pr-0">
          {query.data.map((p: ProductSales) => (
            <tr key={p.product_id} className="border-b border-stone-100">
              <th scope="row" className="py-1 pr-3 font-normal">
                {p.product_name}
              </th>
              <td className="py-1 pr-3 text-right tabular-nums">{p.units}</td>
              <td className="py-1 pr-3 text-right tabular-nums">{formatKsh(p.net)}</td>
              <td className="py-1 text-right tabular-nums">{p.inventory}</td>
            </tr>
          ))}
        </PlainTable>
      )}
    </section>
  );
}

const LOW_COLUMNS = [
  { label: 'Product' },
  { label: 'Size' },
  { label: 'In stock', align: 'right' },
] as const;

function LowStockCard() {
  const query = useLowStock();
  const title = query.data ? `Low stock (${query.data.threshold} or fewer)` : 'Low stock';
  return (
    <section aria-label="Low stock" className={`${cardClass} p-4`}>
      <h2 className="mb-2 text-base font-semibold text-stone-900">{title}</h2>
      {query.isPending ? (
        <p className="text-sm text-stone-600">Loading…</p>
      ) : query.isError ? (
        <ErrorMessage>{errorMessage(query.error)}</ErrorMessage>
      ) : query.data.items.length === 0 ? (
        <EmptyMessage>Nothing is running low</EmptyMessage>
      ) : (
        <PlainTable
          caption="Low stock"
          columns={LOW_COLUMNS}
          headCellClassName="py-1 pr-3 last:pr-0"
        >
          {query.data.items.map((l) => (
            <tr
              key={`${l.product_id}-${l.variant_id ?? 'p'}`}
              className="border-b border-stone-100"
            >
              <th scope="row" className="py-1 pr-3 font-normal">
                {l.product_name}
              </th>
              <td className="py-1 pr-3">{[l.size, l.colour].filter(Boolean).join(', ') || '–'}</td>
              <td className="py-1 text-right tabular-nums">{l.inventory}</td>
            </tr>
          ))}
        </PlainTable>
      )}
    </section>
  );
}

/** Best sellers and slow movers of the range, and what is running low now. */
export function ProductLists({ from, to }: { from: string; to: string }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <ProductSalesCard title="Best sellers" kind="best-sellers" from={from} to={to} />
      <ProductSalesCard title="Slow movers" kind="slow-movers" from={from} to={to} />
      <LowStockCard />
    </div>
  );
}
