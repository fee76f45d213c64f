import type { Promo, PromoInput } from '@mavazi/shared/promotions.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { promoListKey } from './promo-list';

export function updatePromo({ id, input }: { id: number; input: PromoInput }): Promise<Promo> {
  return api<Promo>(`/admin/promocodes/${id}`, { method: 'PUT', body: input });
}

/** PUT /admin/promocodes/{id}, then the list is read again. */
export function useUpdatePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePromo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoListKey }),
  });
}
