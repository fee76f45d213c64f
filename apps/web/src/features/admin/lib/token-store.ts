import { useSyncExternalStore } from 'react';
import { getAccessToken, subscribeAccessToken } from '../../../lib/auth-token';

/** The current bearer token (shared `access_token` key), re-rendering on login/logout in this tab or another. */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribeAccessToken, getAccessToken, () => null);
}
