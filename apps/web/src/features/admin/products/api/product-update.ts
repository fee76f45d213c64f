import type { Product, ProductInput } from '@mavazi/shared/catalog.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { productListBaseKey } from './product-list';

export function updateProduct({
  id,
  input,
}: {
  id: number;
  input: ProductInput;
}): Promise<Product> {
  return api<Product>(`/admin/products/${id}`, { method: 'PUT', body: input });
}

/** PUT /admin/products/{id}, then the list is read again. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productListBaseKey }),
  });
}
