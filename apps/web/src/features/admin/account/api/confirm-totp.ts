import type { TotpConfirmBody, TotpConfirmed } from '@mavazi/shared/staff.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';

export function confirmTotp(body: TotpConfirmBody): Promise<TotpConfirmed> {
  return api<TotpConfirmed>('/admin/me/totp/confirm', { method: 'POST', body });
}

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.me() }),
  });
}
