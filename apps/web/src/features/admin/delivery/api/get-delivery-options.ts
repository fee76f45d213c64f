import type { AdminDeliveryOption } from '@mavazi/shared/delivery.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';

export function fetchDeliveryOptions(): Promise<AdminDeliveryOption[]> {
  return api<AdminDeliveryOption[]>('/admin/delivery-options');
}

/** Every option, inactive ones included. */
export function useDeliveryOptions() {
  return useQuery({ queryKey: adminKeys.deliveryOptions(), queryFn: fetchDeliveryOptions });
}
