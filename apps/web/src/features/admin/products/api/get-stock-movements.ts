import type { StockMovement } from '@mavazi/shared/catalog-ops.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { catalogOpsKeys } from './catalog-ops-keys';

export interface MovementsParams {
  product_id: number;
  variant_id?: number;
  page: number;
  limit: number;
}

export async function getStockMovements(
  params: MovementsParams,
): Promise<{ items: StockMovement[]; total: number }> {
  const query = new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  );
  const { data, headers } = await apiRequest<StockMovement[]>(`/admin/stock/movements?${query}`);
  return { items: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}

/** GET /admin/stock/movements for one product (or one of its sizes), newest first. */
export function useStockMovements(params: MovementsParams) {
  return useQuery({
    queryKey: catalogOpsKeys.movements({ ...params }),
    queryFn: () => getStockMovements(params),
    placeholderData: keepPreviousData,
  });
}
