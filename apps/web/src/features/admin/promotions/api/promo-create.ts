import type { Promo, PromoInput } from '@mavazi/shared/promotions.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { promoListKey } from './promo-list';

export function createPromo(input: PromoInput): Promise<Promo> {
  return api<Promo>('/admin/promocodes', { method: 'POST', body: input });
}

/** POST /admin/promocodes, then the list is read again. */
export function useCreatePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoListKey }),
  });
}
