import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function notifyOrderStatus(ref: string): Promise<{ message: string }> {
  return api<{ message: string }>(`/notify-order-status/${encodeURIComponent(ref)}`, {
    method: 'POST',
  });
}

export function useNotifyOrderStatus() {
  return useMutation({ mutationFn: notifyOrderStatus });
}
