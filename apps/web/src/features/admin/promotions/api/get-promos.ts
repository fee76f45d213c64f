import type { Promo } from '@mavazi/shared/promotions.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';

export function fetchPromos(): Promise<Promo[]> {
  return api<Promo[]>('/admin/promocodes');
}

export function usePromos() {
  return useQuery({ queryKey: adminKeys.promos(), queryFn: fetchPromos });
}
