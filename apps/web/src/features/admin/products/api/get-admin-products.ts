import type { AdminProductListItem } from '@mavazi/shared/catalog-ops.schemas';
import type { Category } from '@mavazi/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPage, type Page } from '../../../../lib/paged';
import { productKeys } from '../../../../lib/catalog-keys';

export type AdminProductStatus = 'active' | 'draft' | 'scheduled';

export interface AdminProductFilters {
  category?: Category;
  q?: string;
  status?: AdminProductStatus;
}

/** Products per page of the admin list. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 50;

export function getAdminProducts(
  filters: AdminProductFilters,
  page = 1,
  signal?: AbortSignal,
  limit = ADMIN_PRODUCTS_PAGE_SIZE,
): Promise<Page<AdminProductListItem>> {
  return fetchPage<AdminProductListItem>(
    '/admin/products',
    {
      status: filters.status,
      category: filters.category,
      q: filters.q,
      page: page > 1 ? page : undefined,
      limit: limit === ADMIN_PRODUCTS_PAGE_SIZE ? undefined : limit,
    },
    { signal },
  );
}

/** The ids of every product matching the filters, read 100 at a time ("select all matching"). */
export async function getAllAdminProductIds(filters: AdminProductFilters): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await getAdminProducts(filters, page, undefined, 100);
    ids.push(...items.map((p) => p.id));
    if (items.length === 0 || ids.length >= total) return ids;
  }
}

/** GET /admin/products: drafts and scheduled products too; under productKeys so every product write refreshes it. */
export function useAdminProducts(filters: AdminProductFilters, page = 1) {
  return useQuery({
    queryKey: productKeys.adminList(filters, page),
    queryFn: ({ signal }) => getAdminProducts(filters, page, signal),
    placeholderData: keepPreviousData,
  });
}
