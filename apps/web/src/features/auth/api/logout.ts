import { api } from '../../../lib/api-client';

export function logoutRequest(): Promise<{ message: string }> {
  return api<{ message: string }>('/logout', { method: 'DELETE' });
}
