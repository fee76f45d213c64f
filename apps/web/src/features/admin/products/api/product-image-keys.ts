import { useQueryClient } from '@tanstack/react-query';
import { productQueryOptions } from '../../../catalog/api/get-product';
import { productListBaseKey } from './product-list';

/** After a photo change: the product page's data and the admin list (its pictures) are read again. */
export function useRefreshProductPhotos(productId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productQueryOptions(String(productId)).queryKey }),
      queryClient.invalidateQueries({ queryKey: productListBaseKey }),
    ]);
}
