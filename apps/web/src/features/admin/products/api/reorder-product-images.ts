import type { ProductImage } from '@mavazi/shared/catalog.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useRefreshProductPhotos } from './product-image-keys';

export function reorderProductImages(productId: number, ids: number[]): Promise<ProductImage[]> {
  return api<ProductImage[]>(`/admin/products/${productId}/images/order`, {
    method: 'PUT',
    body: { ids },
  });
}

/** PUT /admin/products/{id}/images/order, then the product is read again. */
export function useReorderProductImages(productId: number) {
  const refresh = useRefreshProductPhotos();
  return useMutation({
    mutationFn: (ids: number[]) => reorderProductImages(productId, ids),
    onSuccess: refresh,
  });
}
