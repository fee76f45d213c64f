import { adminKeys } from '../admin-keys';

/** Report reads, under the admin's keys so signing out forgets them. */
export const reportKeys = {
  all: () => [...adminKeys.all, 'reports'] as const,
  sales: (from: string, to: string, groupBy: string) =>
    [...reportKeys.all(), 'sales', from, to, groupBy] as const,
  bestSellers: (from: string, to: string) => [...reportKeys.all(), 'best', from, to] as const,
  slowMovers: (from: string, to: string) => [...reportKeys.all(), 'slow', from, to] as const,
  lowStock: () => [...reportKeys.all(), 'low-stock'] as const,
};
