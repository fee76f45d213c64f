import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { promoListKey } from './promo-list';

export function deletePromo(id: number): Promise<{ message: string }> {
  return api<{ message: string }>(`/admin/promocodes/${id}`, { method: 'DELETE' });
}

/** DELETE /admin/promocodes/{id}, then the list is read again. */
export function useDeletePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePromo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoListKey }),
  });
}
