import type { TotpSetup } from '@mavazi/shared/staff.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export function startTotp(): Promise<TotpSetup> {
  return api<TotpSetup>('/admin/me/totp', { method: 'POST' });
}

export function useStartTotp() {
  return useMutation({ mutationFn: startTotp });
}
