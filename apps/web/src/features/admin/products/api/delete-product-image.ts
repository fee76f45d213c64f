import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useRefreshProductPhotos } from './product-image-keys';

export function deleteProductImage(productId: number, imageId: number): Promise<unknown> {
  return api(`/admin/products/${productId}/images/${imageId}`, { method: 'DELETE' });
}

/** DELETE /admin/products/{id}/images/{imageId}, then the product is read again. */
export function useDeleteProductImage(productId: number) {
  const refresh = useRefreshProductPhotos();
  return useMutation({
    mutationFn: (imageId: number) => deleteProductImage(productId, imageId),
    onSuccess: refresh,
  });
}
