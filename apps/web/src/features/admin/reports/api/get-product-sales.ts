import type { ProductSales } from '@mavazi/shared/reports.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { reportKeys } from '../reports-keys';

/** GET /admin/reports/best-sellers or /slow-movers: ten products of the range. */
export function useProductSales(kind: 'best-sellers' | 'slow-movers', from: string, to: string) {
  return useQuery({
    queryKey:
      kind === 'best-sellers' ? reportKeys.bestSellers(from, to) : reportKeys.slowMovers(from, to),
    queryFn: ({ signal }) =>
      api<ProductSales[]>(
        `/admin/reports/${kind}?${new URLSearchParams({ from, to, limit: '10' })}`,
        {
          signal,
        },
      ),
  });
}
