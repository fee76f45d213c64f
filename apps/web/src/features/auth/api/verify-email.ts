import { useMutation } from '@tanstack/react-query';
import type { VerifyEmailBody } from '@mavazi/shared/auth.schemas';
import { api } from '../../../lib/api-client';

export interface EmailVerified {
  message: string;
  email_verified: true;
}

/** Marks the address the link was mailed to as verified (single use, 48 hours). */
export function verifyEmail(body: VerifyEmailBody): Promise<EmailVerified> {
  return api<EmailVerified>('/verify-email', { method: 'POST', body });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
