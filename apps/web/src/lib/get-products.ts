import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@mavazi/shared/catalog.schemas';
import { PRODUCT_SORTS, type Category, type ProductSort } from '@mavazi/shared/constants';
import { apiRequest } from './api-client';
import { productKeys } from './catalog-keys';

export function isProductSort(value: string | null): value is ProductSort {
  return (PRODUCT_SORTS as ReadonlyArray<string>).includes(value ?? '');
}

export interface ProductFilters {
  category?: Category;
  /** Name contains (case-insensitive, matched by the server). */
  q?: string;
  limit?: number;
  offset?: number;
  /** Only products with this size in stock. */
  size?: string;
  sort?: ProductSort;
  /** Price range in KES, both ends included. */
  minPrice?: number;
  maxPrice?: number;
  /** Only products with stock. */
  inStock?: boolean;
  /** Only products with a "was" price. */
  onSale?: boolean;
  /** Only products of the collection with this slug. */
  collection?: string;
}

/** GET /products with the filters in its query string. */
export function productsPath(filters: ProductFilters): string {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  const q = filters.q?.trim();
  if (q) params.set('q', q);
  if (filters.size) params.set('size', filters.size);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.minPrice !== undefined) params.set('min_price', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('max_price', String(filters.maxPrice));
  if (filters.inStock) params.set('in_stock', 'true');
  if (filters.onSale) params.set('on_sale', 'true');
  if (filters.collection) params.set('collection', filters.collection);
  if (filters.limit !== undefined) params.set('limit', String(filters.limit));
  if (filters.offset) params.set('offset', String(filters.offset));
  const query = params.toString();
  return `/products${query ? `?${query}` : ''}`;
}

export interface ProductPage {
  products: Product[];
  /** Products matching the filters on every page (X-Total-Count). */
  total: number;
}

export async function fetchProductPage(
  filters: ProductFilters,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const { data, headers } = await apiRequest<Product[]>(productsPath(filters), { signal });
  const total = Number(headers.get('X-Total-Count'));
  return { products: data, total: Number.isInteger(total) && total >= 0 ? total : data.length };
}

/** GET /products under one key whichever list reads it; the previous page stays on screen while the next loads. */
function productPageQueryOptions(filters: ProductFilters) {
  return queryOptions({
    queryKey: productKeys.list(filters),
    queryFn: ({ signal }) => fetchProductPage(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of GET /products with the number of matches. */
export function useProductPage(filters: ProductFilters) {
  return useQuery(productPageQueryOptions(filters));
}

/** The products alone (a row of them). */
export function useProducts(filters: ProductFilters) {
  return useQuery({ ...productPageQueryOptions(filters), select: selectProducts });
}

function selectProducts(page: ProductPage): Product[] {
  return page.products;
}
