import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { LIMITS } from '@mavazi/shared/constants';
import type { Order } from '@mavazi/shared/orders.schemas';
import { apiRequest } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/order-keys';

/** The signed-in shopper's cached order reads. */
export interface OrdersPage {
  orders: Order[];
  /** Every order of the shopper (X-Total-Count). */
  total: number;
}

export const ORDERS_PAGE_SIZE = LIMITS.ordersPageSize;

/** One page (1-based) of the shopper's orders, newest first. */
export async function fetchOrders(page: number, signal?: AbortSignal): Promise<OrdersPage> {
  const params = new URLSearchParams({
    limit: String(ORDERS_PAGE_SIZE),
    offset: String((page - 1) * ORDERS_PAGE_SIZE),
  });
  const { data, headers } = await apiRequest<Order[]>(`/orders?${params.toString()}`, { signal });
  const total = Number(headers.get('X-Total-Count'));
  return { orders: data, total: Number.isFinite(total) && total > 0 ? total : data.length };
}

function ordersQueryOptions(page: number) {
  return queryOptions({
    queryKey: orderKeys.page(page),
    queryFn: ({ signal }) => fetchOrders(page, signal),
    // The page sends the shopper to /login on failure; retrying would only delay that.
    retry: false,
  });
}

export function useOrders(page = 1, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...ordersQueryOptions(page), enabled, placeholderData: keepPreviousData });
}

/** A page (1-based) of the shopper's orders, asked for while /my-orders's code loads. */
export function prefetchOrders(client: QueryClient, page: number): Promise<void> {
  return client.prefetchQuery(ordersQueryOptions(page));
}
