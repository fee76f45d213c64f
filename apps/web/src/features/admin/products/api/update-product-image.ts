import type { ProductImage } from '@mavazi/shared/catalog.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useRefreshProductPhotos } from './product-image-keys';

/** A photo's alt text, and its colour when given (null: every colour). */
export interface PhotoChange {
  alt: string;
  colour?: string | null;
}

export function updateProductImage(
  productId: number,
  imageId: number,
  change: PhotoChange,
): Promise<ProductImage> {
  return api<ProductImage>(`/admin/products/${productId}/images/${imageId}`, {
    method: 'PUT',
    body: change,
  });
}

/** PUT /admin/products/{id}/images/{imageId} with new alt text or colour, then the product is read again. */
export function useUpdateProductImage(productId: number) {
  const refresh = useRefreshProductPhotos();
  return useMutation({
    mutationFn: ({ imageId, ...change }: PhotoChange & { imageId: number }) =>
      updateProductImage(productId, imageId, change),
    onSuccess: refresh,
  });
}
