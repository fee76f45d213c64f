import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { collectionKeys, productKeys } from '../catalog-keys';
import { shopKeys } from '../shop-keys';

/** The reads the worker keeps and refreshes behind the page (cache-rules' catalog reads), by query key. */
const CATALOG_QUERY_KEYS = [
  productKeys.all,
  collectionKeys.all,
  shopKeys.shopInfo(),
  shopKeys.deliveryOptions(),
] as const;

/** Workbox's broadcast-update message: a kept catalog answer was replaced by a different one. */
function isCacheUpdate(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'CACHE_UPDATED' &&
    (data as { meta?: unknown }).meta === 'workbox-broadcast-update'
  );
}

/**
 * The worker answers a guest's catalog reads from its cache at once and refreshes them behind the answer;
 * when a refreshed answer differs, the catalog reads on screen are read again (now the fresh copy); the
 * shopper's own reads (cart, orders) never came from the worker and are left alone.
 */
export function useCatalogUpdates(delayMs = 300): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!worker) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMessage = (event: MessageEvent) => {
      if (!isCacheUpdate(event.data)) return;
      // Several reads of one page change together: one refetch for all of them.
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        for (const queryKey of CATALOG_QUERY_KEYS)
          void queryClient.invalidateQueries({ queryKey, refetchType: 'active' });
      }, delayMs);
    };
    worker.addEventListener('message', onMessage);
    return () => {
      worker.removeEventListener('message', onMessage);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [queryClient, delayMs]);
}
