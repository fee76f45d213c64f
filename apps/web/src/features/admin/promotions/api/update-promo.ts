import type { Promo, PromoInput } from '@mavazi/shared/promotions.schemas';
import { useInvalidatingMutation } from '../../../../hooks/use-invalidating-mutation';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';

export function updatePromo({ id, input }: { id: number; input: PromoInput }): Promise<Promo> {
  return api<Promo>(`/admin/promocodes/${id}`, { method: 'PUT', body: input });
}

/** Then the list is read again. */
export function useUpdatePromo() {
  return useInvalidatingMutation(updatePromo, [adminKeys.promos()]);
}
