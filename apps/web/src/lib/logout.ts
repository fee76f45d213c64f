import { api } from './api-client';
import type { SessionStore } from './session-store';

/** The server revokes the session's token. */
export function logoutRequest(session: SessionStore): Promise<{ message: string }> {
  return api<{ message: string }>('/logout', { method: 'DELETE', session });
}
