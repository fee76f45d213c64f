import { LIMITS } from '@mavazi/shared/constants';
import type { AdminOrder } from '@mavazi/shared/orders.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPage, type Page } from '../../../../lib/paged';
import { adminKeys } from '../../admin-keys';

/** What the order list is narrowed to; empty strings mean "any". */
export interface OrderFilters {
  status: string;
  payment_status: string;
  payment_method: string;
  q: string;
  /** Placed from / to these Kenyan days (YYYY-MM-DD). */
  from: string;
  to: string;
  county: string;
  offset: number;
}

export function fetchOrders(filters: OrderFilters): Promise<Page<AdminOrder>> {
  return fetchPage<AdminOrder>('/admin/orders', { ...filters, limit: LIMITS.adminPageSize });
}

/** One page of orders, newest first; the previous page stays on screen while the next loads. */
export function useOrders(filters: OrderFilters) {
  return useQuery({
    queryKey: adminKeys.orderPage({ ...filters }),
    queryFn: () => fetchOrders(filters),
    placeholderData: keepPreviousData,
  });
}
