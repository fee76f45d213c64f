import type { StaffOrder } from '@mavazi/shared/orders.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';

export function getStaffOrder(id: string): Promise<StaffOrder> {
  return api<StaffOrder>(`/admin/orders/${encodeURIComponent(id)}`);
}

/** GET /admin/orders/{id}: the staff order page (id or order number). */
export function useStaffOrder(id: string) {
  return useQuery({ queryKey: adminKeys.order(id), queryFn: () => getStaffOrder(id) });
}
