import { useMutation } from '@tanstack/react-query';
import type { RequestResetBody } from '@mavazi/shared/auth.schemas';
import { api } from '../../../lib/api-client';

export function requestPasswordReset(body: RequestResetBody): Promise<{ message: string }> {
  return api<{ message: string }>('/request-reset-password', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
