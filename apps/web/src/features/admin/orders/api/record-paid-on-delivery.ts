import type { PodPayment, StaffOrder } from '@mavazi/shared/orders.schemas';
import { api } from '../../../../lib/api-client';
import { useStaffOrderWrite } from './use-staff-order-write';

export function recordPaidOnDelivery(id: number, body: PodPayment): Promise<StaffOrder> {
  return api<StaffOrder>(`/admin/orders/${id}/paid-on-delivery`, { method: 'POST', body });
}

/** POST /admin/orders/{id}/paid-on-delivery: the money the rider collected. */
export function useRecordPaidOnDelivery(pageId: string, orderId: number) {
  return useStaffOrderWrite(pageId, (body: PodPayment) => recordPaidOnDelivery(orderId, body));
}
