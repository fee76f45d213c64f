import type { LowStockReport } from '@mavazi/shared/reports.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { reportKeys } from '../reports-keys';

/** GET /admin/reports/low-stock: sizes at or below the shop's threshold. */
export function useLowStock() {
  return useQuery({
    queryKey: reportKeys.lowStock(),
    queryFn: ({ signal }) => api<LowStockReport>('/admin/reports/low-stock?limit=50', { signal }),
  });
}
