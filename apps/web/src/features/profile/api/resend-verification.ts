import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Mails the signed-in shopper a new verification link (rate limited per account). */
export function resendVerification(): Promise<{ message: string }> {
  return api<{ message: string }>('/verify-email/resend', { method: 'POST' });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
