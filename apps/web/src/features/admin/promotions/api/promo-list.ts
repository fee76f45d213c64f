import type { Promo } from '@mavazi/shared/promotions.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const promoListKey = ['admin', 'promocodes'] as const;

export function fetchPromos(): Promise<Promo[]> {
  return api<Promo[]>('/admin/promocodes');
}

/** GET /admin/promocodes (admin bearer token). */
export function usePromoList() {
  return useQuery({ queryKey: promoListKey, queryFn: fetchPromos });
}
