import { useSyncExternalStore } from 'react';
import { storageListeners } from './local-store';

/** One audience's bearer token, kept in localStorage under its own key and followed across tabs. */
export interface SessionStore {
  readonly key: string;
  get(): string | null;
  set(token: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createSessionStore(key: string): SessionStore {
  const { emit, subscribe } = storageListeners(key);
  return {
    key,
    get: () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(key)),
    set(token) {
      localStorage.setItem(key, token);
      emit();
    },
    clear() {
      localStorage.removeItem(key);
      emit();
    },
    subscribe,
  };
}

/** The spec keeps the shopper's token under `access_token`. */
export const shopperSession = createSessionStore('access_token');

/** Admins sign in on their own, so signing in or out on one side never ends the other side's session. */
export const adminSession = createSessionStore('admin_access_token');

const signedOut = () => null;

/** The session's token, re-rendering on sign-in and sign-out in this tab or another. */
export function useSessionToken(session: SessionStore): string | null {
  // The server renders signed out; a signed-in browser hydrates that first, then shows the session.
  return useSyncExternalStore(session.subscribe, session.get, signedOut);
}
