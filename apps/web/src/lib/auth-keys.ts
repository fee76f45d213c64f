import type { SessionStore } from './session-store';

export const authKeys = {
  all: ['auth'] as const,
  session: (session: SessionStore) => [...authKeys.all, session.key] as const,
  // Keyed by token so a new sign-in never reuses the previous user's answer.
  currentUser: (session: SessionStore, token: string | null) =>
    [...authKeys.session(session), 'current-user', token] as const,
};
