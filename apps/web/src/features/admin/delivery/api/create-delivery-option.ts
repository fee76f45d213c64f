import type { AdminDeliveryOption, DeliveryOptionInput } from '@mavazi/shared/delivery.schemas';
import { useInvalidatingMutation } from '../../../../hooks/use-invalidating-mutation';
import { api } from '../../../../lib/api-client';
import { deliveryOptionsQueryOptions } from '../../../../lib/get-delivery-options';
import { adminKeys } from '../../admin-keys';

export function createDeliveryOption(input: DeliveryOptionInput): Promise<AdminDeliveryOption> {
  return api<AdminDeliveryOption>('/admin/delivery-options', { method: 'POST', body: input });
}

/** Then the admin list and the shop's checkout options are read again. */
export function useCreateDeliveryOption() {
  return useInvalidatingMutation(createDeliveryOption, [
    adminKeys.deliveryOptions(),
    deliveryOptionsQueryOptions().queryKey,
  ]);
}
