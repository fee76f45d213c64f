import type { AdminSms } from '@mavazi/shared/sms.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';

export function resendText(id: number): Promise<AdminSms> {
  return api<AdminSms>(`/admin/sms/${id}/resend`, { method: 'POST' });
}

/** The new text heads the list, so every page is read again. */
export function useResendText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendText,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.texts() }),
  });
}
