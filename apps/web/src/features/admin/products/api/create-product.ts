import type { Product, ProductInput } from '@mavazi/shared/catalog.schemas';
import { useInvalidatingMutation } from '../../../../hooks/use-invalidating-mutation';
import { api } from '../../../../lib/api-client';
import { productKeys } from '../../../../lib/catalog-keys';
import { adminKeys } from '../../admin-keys';

export function createProduct(input: ProductInput): Promise<Product> {
  return api<Product>('/admin/products', { method: 'POST', body: input });
}

/** Then the product lists and the totals are read again. */
export function useCreateProduct() {
  return useInvalidatingMutation(createProduct, [productKeys.all, adminKeys.dashboard()]);
}
