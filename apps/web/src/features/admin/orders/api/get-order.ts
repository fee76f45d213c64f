import type { AdminOrder } from '@mavazi/shared/orders.schemas';
import { useQuery } from '@tanstack/react-query';
import { fetchPage } from '../../../../lib/paged';
import { adminKeys } from '../../admin-keys';

/** One order by its number, found through the list's search (which matches order numbers). */
export async function fetchOrderByNumber(orderNumber: string): Promise<AdminOrder | null> {
  const page = await fetchPage<AdminOrder>('/admin/orders', { q: orderNumber, limit: 10 });
  return page.items.find((o) => o.order_number === orderNumber) ?? null;
}

export function useOrderByNumber(orderNumber: string) {
  return useQuery({
    queryKey: adminKeys.orderByNumber(orderNumber),
    queryFn: () => fetchOrderByNumber(orderNumber),
  });
}
