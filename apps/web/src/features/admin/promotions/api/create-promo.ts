import type { Promo, PromoInput } from '@mavazi/shared/promotions.schemas';
import { useInvalidatingMutation } from '../../../../hooks/use-invalidating-mutation';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';

export function createPromo(input: PromoInput): Promise<Promo> {
  return api<Promo>('/admin/promocodes', { method: 'POST', body: input });
}

/** Then the list is read again. */
export function useCreatePromo() {
  return useInvalidatingMutation(createPromo, [adminKeys.promos()]);
}
