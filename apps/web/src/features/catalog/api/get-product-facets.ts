import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductFacets } from '@mavazi/shared/catalog-facets.schemas';
import { api } from '../../../lib/api-client';
import { productKeys } from '../../../lib/catalog-keys';
import { productsPath, type ProductFilters } from '../../../lib/get-products';

/** GET /products/facets: the sizes the shown products have, and the corrected search if any. */
function fetchProductFacets(filters: ProductFilters, signal?: AbortSignal): Promise<ProductFacets> {
  return api<ProductFacets>(productsPath(filters).replace('/products', '/products/facets'), {
    signal,
  });
}

/** The facets of a list, whatever its page and order: those are left out of the request and its key. */
export function useProductFacets(filters: ProductFilters) {
  const { limit: _limit, offset: _offset, sort: _sort, ...rest } = filters;
  return useQuery({
    queryKey: productKeys.facets(rest),
    queryFn: ({ signal }) => fetchProductFacets(rest, signal),
    placeholderData: keepPreviousData,
  });
}
