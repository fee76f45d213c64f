import type { Dashboard } from '@mavazi/shared/auth.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const dashboardSummaryKey = ['admin', 'dashboard'] as const;

export function fetchDashboardSummary(): Promise<Dashboard> {
  return api<Dashboard>('/admin/dashboard');
}

/** GET /admin/dashboard: total products, orders and users. */
export function useDashboardSummary(enabled: boolean) {
  return useQuery({ queryKey: dashboardSummaryKey, queryFn: fetchDashboardSummary, enabled });
}
