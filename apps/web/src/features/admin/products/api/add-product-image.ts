import type { ProductImage } from '@mavazi/shared/catalog.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useRefreshProductPhotos } from './product-image-keys';

export function addProductImage(productId: number, file: File, alt: string): Promise<ProductImage> {
  const form = new FormData();
  form.append('alt', alt);
  form.append('file', file);
  return api<ProductImage>(`/admin/products/${productId}/images`, { method: 'POST', body: form });
}

/** POST /admin/products/{id}/images (multipart), then the product is read again. */
export function useAddProductImage(productId: number) {
  const refresh = useRefreshProductPhotos();
  return useMutation({
    mutationFn: ({ file, alt }: { file: File; alt: string }) =>
      addProductImage(productId, file, alt),
    onSuccess: refresh,
  });
}
