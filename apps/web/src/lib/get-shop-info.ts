import { useQuery } from '@tanstack/react-query';
import type { ShopInfo } from '@mavazi/shared/shop.schemas';
import { api } from './api-client';
import { shopKeys } from './shop-keys';

export function fetchShopInfo(signal?: AbortSignal): Promise<ShopInfo> {
  return api<ShopInfo>('/shop', { signal });
}

/** The shop's contact details from the server's settings (they change only with a restart). */
export function useShopInfo() {
  return useQuery({
    queryKey: shopKeys.shopInfo(),
    queryFn: ({ signal }) => fetchShopInfo(signal),
    staleTime: Infinity,
  });
}
