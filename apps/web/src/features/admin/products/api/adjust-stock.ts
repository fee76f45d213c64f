import type { StockAdjustmentInput, StockMovement } from '@mavazi/shared/catalog-ops.schemas';
import { useInvalidatingMutation } from '../../../../hooks/use-invalidating-mutation';
import { api } from '../../../../lib/api-client';
import { productKeys } from '../../../../lib/catalog-keys';
import { catalogOpsKeys } from './catalog-ops-keys';

export function adjustStock(input: StockAdjustmentInput): Promise<{ movements: StockMovement[] }> {
  return api<{ movements: StockMovement[] }>('/admin/stock/adjustments', {
    method: 'POST',
    body: input,
  });
}

/** POST /admin/stock/adjustments, then products and stock histories are read again. */
export function useAdjustStock() {
  return useInvalidatingMutation(adjustStock, [productKeys.all, catalogOpsKeys.all]);
}
