import { useSyncExternalStore } from 'react';
import { clearAccessToken, getAccessToken, setAccessToken } from '../../../lib/auth-token';

const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes the shared key too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Stores the bearer token (shared `access_token` key) and re-renders every reader. */
export function saveAdminToken(token: string): void {
  setAccessToken(token);
  emit();
}

export function dropAdminToken(): void {
  clearAccessToken();
  emit();
}

/** The current bearer token, kept in sync with localStorage. */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribe, getAccessToken, () => null);
}
