import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

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
 * when a refreshed answer differs, the pages on screen read their data again (now the fresh copy).
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
      timer = setTimeout(
        () => void queryClient.invalidateQueries({ refetchType: 'active' }),
        delayMs,
      );
    };
    worker.addEventListener('message', onMessage);
    return () => {
      worker.removeEventListener('message', onMessage);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [queryClient, delayMs]);
}
