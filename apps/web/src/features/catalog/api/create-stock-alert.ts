import { useMutation } from '@tanstack/react-query';
import type { StockAlertInput } from '@mavazi/shared/stock-alerts.schemas';
import { api } from '../../../lib/api-client';

/** POST /stock-alerts: "notify me" when a sold-out size is back. */
export function createStockAlert(body: StockAlertInput): Promise<{ message: string }> {
  return api<{ message: string }>('/stock-alerts', { method: 'POST', body });
}

export function useCreateStockAlert() {
  return useMutation({ mutationFn: createStockAlert });
}
