import { downloadFile } from '../../../../lib/api-download';
import type { OrderFilters } from './get-orders';

/** GET /admin/orders/export.csv with the list's filters (not its page), saved as a file. */
export function downloadOrdersCsv(filters: OrderFilters): Promise<void> {
  const params = new URLSearchParams();
  for (const name of [
    'status',
    'payment_status',
    'payment_method',
    'q',
    'from',
    'to',
    'county',
  ] as const)
    if (filters[name]) params.set(name, filters[name]);
  return downloadFile(
    `/admin/orders/export.csv?${params}`,
    `orders-${new Date().toISOString().slice(0, 10)}.csv`,
  );
}
