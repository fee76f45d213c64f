import type { Dashboard } from '@mavazi/shared/auth.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';

export function fetchDashboard(): Promise<Dashboard> {
  return api<Dashboard>('/admin/dashboard');
}

/** Total products, orders and users. */
export function useDashboard(enabled: boolean) {
  return useQuery({ queryKey: adminKeys.dashboard(), queryFn: fetchDashboard, enabled });
}
