import type { Product, ProductInput } from '@mavazi/shared/catalog.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { dashboardSummaryKey } from '../../dashboard/api/dashboard-summary';
import { productListBaseKey } from './product-list';

export function createProduct(input: ProductInput): Promise<Product> {
  return api<Product>('/admin/products', { method: 'POST', body: input });
}

/** POST /admin/products, then the list and the totals are read again. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productListBaseKey }),
        queryClient.invalidateQueries({ queryKey: dashboardSummaryKey }),
      ]);
    },
  });
}
