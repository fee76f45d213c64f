import { adminKeys } from '../admin-keys';

/** Cached staff reads of returns and refunds; under ['admin'] so signing out forgets them. */
export const returnKeys = {
  all: [...adminKeys.all, 'returns'] as const,
  lists: () => [...returnKeys.all, 'list'] as const,
  page: (status: string, page: number) => [...returnKeys.lists(), status, page] as const,
  detail: (id: number) => [...returnKeys.all, 'detail', id] as const,
  ofOrder: (orderId: number) => [...returnKeys.all, 'order', orderId] as const,
  refundsOfOrder: (orderId: number) => [...returnKeys.all, 'refunds', orderId] as const,
  staleRefunds: () => [...returnKeys.all, 'refunds', 'stale'] as const,
  orderByNumber: (orderNumber: string) => [...returnKeys.all, 'order-number', orderNumber] as const,
};
