import type { ShipOrder, StaffOrder } from '@mavazi/shared/orders.schemas';
import { api } from '../../../../lib/api-client';
import { useStaffOrderWrite } from './use-staff-order-write';

export function shipOrder(id: number, body: ShipOrder): Promise<StaffOrder> {
  return api<StaffOrder>(`/admin/orders/${id}/ship`, { method: 'POST', body });
}

/** POST /admin/orders/{id}/ship: On Transit with the courier or rider and tracking number. */
export function useShipOrder(pageId: string, orderId: number) {
  return useStaffOrderWrite(pageId, (body: ShipOrder) => shipOrder(orderId, body));
}
