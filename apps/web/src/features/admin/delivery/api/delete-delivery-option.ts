import { useInvalidatingMutation } from '../../../../hooks/use-invalidating-mutation';
import { api } from '../../../../lib/api-client';
import { deliveryOptionsQueryOptions } from '../../../../lib/get-delivery-options';
import { adminKeys } from '../../admin-keys';

export function deleteDeliveryOption(id: number): Promise<{ message: string }> {
  return api<{ message: string }>(`/admin/delivery-options/${id}`, { method: 'DELETE' });
}

/** Then the admin list and the shop's checkout options are read again. */
export function useDeleteDeliveryOption() {
  return useInvalidatingMutation(deleteDeliveryOption, [
    adminKeys.deliveryOptions(),
    deliveryOptionsQueryOptions().queryKey,
  ]);
}
