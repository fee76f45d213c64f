import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryOption } from '@mavazi/shared/delivery.schemas';
import { api } from './api-client';
import { shopKeys } from './shop-keys';

export function fetchDeliveryOptions(signal?: AbortSignal): Promise<DeliveryOption[]> {
  return api<DeliveryOption[]>('/delivery/options', { signal });
}

export function deliveryOptionsQueryOptions() {
  return queryOptions({
    queryKey: shopKeys.deliveryOptions(),
    queryFn: ({ signal }) => fetchDeliveryOptions(signal),
  });
}

export function useDeliveryOptions() {
  return useQuery(deliveryOptionsQueryOptions());
}
