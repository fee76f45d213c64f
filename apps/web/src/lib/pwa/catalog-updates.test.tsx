import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectionKeys, productKeys } from '../catalog-keys';
import { orderKeys } from '../order-keys';
import { useCatalogUpdates } from './catalog-updates';

describe('useCatalogUpdates', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('marks only the catalog reads stale when the worker says a kept answer changed', () => {
    vi.useFakeTimers();
    const worker = new EventTarget();
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: worker });
    const client = new QueryClient();
    client.setQueryData(productKeys.detail('7'), { id: 7 });
    client.setQueryData(collectionKeys.all, []);
    client.setQueryData(orderKeys.mine(), []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useCatalogUpdates(10), { wrapper });

    act(() => {
      worker.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'CACHE_UPDATED', meta: 'workbox-broadcast-update' },
        }),
      );
      vi.advanceTimersByTime(10);
    });

    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(productKeys.detail('7'))).toBe(true);
    expect(stale(collectionKeys.all)).toBe(true);
    expect(stale(orderKeys.mine())).toBe(false);
  });
});
