import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { dashboardSummaryKey } from '../../dashboard/api/dashboard-summary';
import { productListBaseKey } from './product-list';

export function deleteProduct(id: number): Promise<{ message: string }> {
  return api<{ message: string }>(`/admin/products/${id}`, { method: 'DELETE' });
}

/** DELETE /admin/products/{id}, then the list and the totals are read again. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productListBaseKey }),
        queryClient.invalidateQueries({ queryKey: dashboardSummaryKey }),
      ]);
    },
  });
}
