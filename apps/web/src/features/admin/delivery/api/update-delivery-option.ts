import type { AdminDeliveryOption, DeliveryOptionInput } from '@mavazi/shared/delivery.schemas';
import { useInvalidatingMutation } from '../../../../hooks/use-invalidating-mutation';
import { api } from '../../../../lib/api-client';
import { deliveryOptionsQueryOptions } from '../../../../lib/get-delivery-options';
import { adminKeys } from '../../admin-keys';

export function updateDeliveryOption({
  id,
  input,
}: {
  id: number;
  input: DeliveryOptionInput;
}): Promise<AdminDeliveryOption> {
  return api<AdminDeliveryOption>(`/admin/delivery-options/${id}`, { method: 'PUT', body: input });
}

/** Then the admin list and the shop's checkout options are read again. */
export function useUpdateDeliveryOption() {
  return useInvalidatingMutation(updateDeliveryOption, [
    adminKeys.deliveryOptions(),
    deliveryOptionsQueryOptions().queryKey,
  ]);
}
