import { useMutation } from '@tanstack/react-query';
import type { Promo } from '@mavazi/shared/promotions.schemas';
import { api } from '../../../lib/api-client';

export function fetchPromoCode(code: string): Promise<Promo> {
  return api<Promo>(`/promocodes/${encodeURIComponent(code)}`);
}

/** A read, but one the shopper triggers with Apply: a mutation gives the pending state without caching. */
export function useApplyPromoCode() {
  return useMutation({ mutationFn: fetchPromoCode });
}
