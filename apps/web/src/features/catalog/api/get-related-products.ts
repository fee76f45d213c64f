import { useQuery } from '@tanstack/react-query';
import type { Product } from '@mavazi/shared/catalog.schemas';
import { api } from '../../../lib/api-client';
import { productKeys } from '../../../lib/catalog-keys';

const RELATED_COUNT = 4;

/** Other products of the same category: one more than shown is asked for, as the product itself may be among them. */
export function fetchRelatedProducts(
  product: Pick<Product, 'id' | 'category'>,
  signal?: AbortSignal,
): Promise<Product[]> {
  const params = new URLSearchParams({
    category: product.category,
    limit: String(RELATED_COUNT + 1),
  });
  return api<Product[]>(`/products?${params.toString()}`, { signal }).then((products) =>
    products.filter((p) => p.id !== product.id).slice(0, RELATED_COUNT),
  );
}

export function useRelatedProducts(product: Pick<Product, 'id' | 'category'>) {
  return useQuery({
    queryKey: productKeys.related(product.id, product.category),
    queryFn: ({ signal }) => fetchRelatedProducts(product, signal),
  });
}
