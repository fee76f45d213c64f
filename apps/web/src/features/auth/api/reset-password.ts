import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@mavazi/shared/auth.schemas';
import { api } from '../../../lib/api-client';

export function resetPassword(
  token: string,
  body: ResetPasswordBody,
): Promise<{ message: string }> {
  return api<{ message: string }>(`/reset-password/${encodeURIComponent(token)}`, {
    method: 'POST',
    body,
  });
}

export function useResetPassword(token: string) {
  return useMutation({ mutationFn: (body: ResetPasswordBody) => resetPassword(token, body) });
}
