import type { ExpectedDelivery, StaffOrder } from '@mavazi/shared/orders.schemas';
import { api } from '../../../../lib/api-client';
import { useStaffOrderWrite } from './use-staff-order-write';

export function setExpectedDelivery(id: number, body: ExpectedDelivery): Promise<StaffOrder> {
  return api<StaffOrder>(`/admin/orders/${id}/expected-delivery`, { method: 'PUT', body });
}

/** PUT /admin/orders/{id}/expected-delivery. */
export function useSetExpectedDelivery(pageId: string, orderId: number) {
  return useStaffOrderWrite(pageId, (body: ExpectedDelivery) => setExpectedDelivery(orderId, body));
}
