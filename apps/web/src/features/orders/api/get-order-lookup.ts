import { useQuery } from '@tanstack/react-query';
import type { TrackedOrder } from '@mavazi/shared/orders.schemas';
import { api, isApiError } from '../../../lib/api-client';

/** A guest order's look-ups, by the private link's number and token. */
export const lookupKeys = {
  all: ['order-lookup'] as const,
  one: (number: string, token: string) => [...lookupKeys.all, number, token] as const,
};

/** Each look-up counts against a per-address limit (30 per 15 min): a waiting payment is asked about sparingly. */
const FOLLOW_EVERY_MS = 5_000;
const FOLLOW_FOR_MS = 90_000;

export function fetchOrderLookup(
  number: string,
  token: string,
  signal?: AbortSignal,
): Promise<TrackedOrder> {
  const query = new URLSearchParams({ number, token });
  return api<TrackedOrder>(`/orders/lookup?${query.toString()}`, { signal });
}

/** The order behind a private link; followed for a while when its M-Pesa payment waits for the phone. */
export function useOrderLookup(number: string, token: string, followSince: number) {
  return useQuery({
    queryKey: lookupKeys.one(number, token),
    queryFn: ({ signal }) => fetchOrderLookup(number, token, signal),
    enabled: number !== '' && token !== '',
    // A wrong link or the rate limit will not mend by asking again.
    retry: (count, err) => !isApiError(err, 'ORDER_NOT_FOUND', 'RATE_LIMITED') && count < 2,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      query.state.data?.payment.outcome === 'waiting' && Date.now() - followSince < FOLLOW_FOR_MS
        ? FOLLOW_EVERY_MS
        : false,
  });
}
