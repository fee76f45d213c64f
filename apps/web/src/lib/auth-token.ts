/** The spec keeps the bearer token in localStorage under this key, for shoppers and admins alike. */
export const ACCESS_TOKEN_KEY = 'access_token';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // Another tab logged in or out: follow it.
  if (event.key === ACCESS_TOKEN_KEY || event.key === null) notify();
}

export function getAccessToken(): string | null {
  return localStorage.getItem(ACCESS_TOKEN_KEY);
}

export function setAccessToken(token: string): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
  notify();
}

export function clearAccessToken(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  notify();
}

/** Listen for token changes (this tab and others); returns the unsubscribe function (useSyncExternalStore-ready). */
export function subscribeAccessToken(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
