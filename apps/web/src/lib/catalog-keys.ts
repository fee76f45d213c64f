import type { ProductFilters } from './get-products';

export const productKeys = {
  all: ['products'] as const,
  list: (filters: ProductFilters) => [...productKeys.all, 'list', filters] as const,
  detail: (productId: string) => [...productKeys.all, 'detail', productId] as const,
  facets: (filters: ProductFilters) => [...productKeys.all, 'facets', filters] as const,
  related: (productId: number, category: string) =>
    [...productKeys.all, 'related', productId, category] as const,
  /** The staff list under its filters. */
  adminList: <Filters>(filters: Filters, page: number) =>
    [...productKeys.all, 'admin-list', filters, page] as const,
};

export const collectionKeys = {
  all: ['collections'] as const,
};
