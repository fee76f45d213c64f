import { STOCK_REASON_LABELS } from '@mavazi/shared/catalog-ops.schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../../components/button';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { ADMIN_PATHS } from '../../admin-paths';
import { AdminTable } from '../../components/admin-table';
import { PageHeader } from '../../components/page-header';
import { EmptyMessage, ErrorMessage } from '../../components/status-message';
import { cardClass, tdClass } from '../../components/styles';
import { adminProductQueryOptions } from '../api/get-admin-product';
import { useStockMovements } from '../api/get-stock-movements';
import { StockAdjustRow } from '../components/stock-adjust-row';

const PAGE = 20;
const STOCK_COLUMNS = [
  { label: 'Size' },
  { label: 'In stock', align: 'right' as const },
  { label: 'Adjust' },
];
const HISTORY_COLUMNS = [
  { label: 'When' },
  { label: 'Size' },
  { label: 'Change', align: 'right' as const },
  { label: 'Stock after', align: 'right' as const },
  { label: 'Reason' },
  { label: 'Order' },
  { label: 'By' },
  { label: 'Note' },
];

/** /admin/products/:id/stock: a product's stock per size, adjustments, and the history of every change. */
export function StockPage() {
  const id = Number(useParams().productId);
  const product = useQuery(adminProductQueryOptions(id));
  const [variant, setVariant] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const history = useStockMovements({ product_id: id, variant_id: variant, page, limit: PAGE });

  if (product.isPending) return <p role="status">Loading...</p>;
  if (product.isError)
    return <ErrorMessage>Error loading the product: {errorMessage(product.error)}</ErrorMessage>;
  const p = product.data;
  const sizeLabel = (variantId: number | null) => {
    const v = p.variants.find((x) => x.id === variantId);
    if (!v) return variantId === null ? '–' : `#${variantId}`;
    return v.colour ? `${v.size} in ${v.colour}` : v.size;
  };
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / PAGE));

  return (
    <>
      <PageHeader
        title={`Stock: ${p.name}`}
        actions={
          <Link
            to={ADMIN_PATHS.products}
            className="text-sm font-medium text-emerald-700 underline"
          >
            Back to products
          </Link>
        }
      />
      <section aria-label="Stock per size" className={`${cardClass} mb-6`}>
        <AdminTable caption={`Stock of ${p.name}`} columns={STOCK_COLUMNS}>
          {p.variants.length > 0 ? (
            p.variants.map((v) => (
              <StockAdjustRow
                key={v.id}
                productId={p.id}
                variantId={v.id}
                label={sizeLabel(v.id)}
                stock={v.inventory}
              />
            ))
          ) : (
            <StockAdjustRow productId={p.id} variantId={null} label="All" stock={p.inventory} />
          )}
        </AdminTable>
      </section>
      <section aria-labelledby="stock-history" className={cardClass}>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="stock-history" className="text-lg font-semibold text-stone-900">
            History
          </h2>
          {p.variants.length > 0 && (
            <label className="text-sm text-stone-700">
              Size{' '}
              <select
                value={variant ?? ''}
                onChange={(e) => {
                  setVariant(e.target.value ? Number(e.target.value) : undefined);
                  setPage(1);
                }}
                className="rounded-md border border-stone-300 px-2 py-1"
              >
                <option value="">All sizes</option>
                {p.variants.map((v) => (
                  <option key={v.id} value={v.id}>
                    {sizeLabel(v.id)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        {history.isError ? (
          <ErrorMessage>Error loading the history: {errorMessage(history.error)}</ErrorMessage>
        ) : history.data && history.data.items.length === 0 ? (
          <EmptyMessage>No stock changes yet</EmptyMessage>
        ) : (
          <AdminTable caption="Stock history, newest first" columns={HISTORY_COLUMNS}>
            {(history.data?.items ?? []).map((m) => (
              <tr key={m.id}>
                <td className={`${tdClass} whitespace-nowrap`}>{formatDateTime(m.at)}</td>
                <td className={tdClass}>{m.variant_id === null ? '–' : sizeLabel(m.variant_id)}</td>
                <td className={`${tdClass} text-right`}>{m.delta > 0 ? `+${m.delta}` : m.delta}</td>
                <td className={`${tdClass} text-right`}>{m.stock_after}</td>
                <td className={tdClass}>{STOCK_REASON_LABELS[m.reason]}</td>
                <td className={tdClass}>{m.order_id ? `#${m.order_id}` : ''}</td>
                <td className={tdClass}>{m.actor?.username ?? 'Shop'}</td>
                <td className={tdClass}>{m.note}</td>
              </tr>
            ))}
          </AdminTable>
        )}
        {pages > 1 && (
          <nav aria-label="History pages" className="mt-3 flex items-center gap-2 text-sm">
            <Button
              size="sm"
              variant="secondary"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Newer
            </Button>
            <span>
              Page {page} of {pages}
            </span>
            <Button
              size="sm"
              variant="secondary"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              Older
            </Button>
          </nav>
        )}
      </section>
    </>
  );
}
