import type { Product, ProductInput } from '@mavazi/shared/catalog.schemas';
import { useInvalidatingMutation } from '../../../../hooks/use-invalidating-mutation';
import { api } from '../../../../lib/api-client';
import { productKeys } from '../../../../lib/catalog-keys';
import { catalogOpsKeys } from './catalog-ops-keys';

export function updateProduct({
  id,
  input,
}: {
  id: number;
  input: ProductInput;
}): Promise<Product> {
  return api<Product>(`/admin/products/${id}`, { method: 'PUT', body: input });
}

/** Then the product lists are read again. */
export function useUpdateProduct() {
  return useInvalidatingMutation(updateProduct, [productKeys.all, catalogOpsKeys.all]);
}
