import type { ProductImage } from '@mavazi/shared/catalog.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useRefreshProductPhotos } from './product-image-keys';

export function updateProductImage(
  productId: number,
  imageId: number,
  alt: string,
): Promise<ProductImage> {
  return api<ProductImage>(`/admin/products/${productId}/images/${imageId}`, {
    method: 'PUT',
    body: { alt },
  });
}

/** PUT /admin/products/{id}/images/{imageId} with new alt text, then the product is read again. */
export function useUpdateProductImage(productId: number) {
  const refresh = useRefreshProductPhotos();
  return useMutation({
    mutationFn: ({ imageId, alt }: { imageId: number; alt: string }) =>
      updateProductImage(productId, imageId, alt),
    onSuccess: refresh,
  });
}
