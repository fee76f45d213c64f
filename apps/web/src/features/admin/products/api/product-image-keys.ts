import { useQueryClient } from '@tanstack/react-query';
import { productKeys } from '../../../../lib/catalog-keys';
import { catalogOpsKeys } from './catalog-ops-keys';

/** After a photo change every catalog read (the product and the lists showing its picture) is read again. */
export function useRefreshProductPhotos() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productKeys.all }),
      queryClient.invalidateQueries({ queryKey: catalogOpsKeys.all }),
    ]);
}
