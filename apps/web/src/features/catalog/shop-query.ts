import { LIMITS, type Category, type ProductSort } from '@mavazi/shared/constants';
import { isSize } from '@mavazi/shared/size-scales';
import { pageFromSearch } from '../../components/pagination';
import { isCategory } from '../../components/product-filters';
import { isProductSort, type ProductFilters } from '../../lib/get-products';

/** Products on one page of the shop. */
export const SHOP_PAGE_SIZE = 24;

/** What the shop page shows, as kept in its address (`/products?category=Men&sort=price_asc&page=2`). */
export interface ShopQuery {
  category: Category | '';
  size: string;
  q: string;
  sort: ProductSort;
  /** KES; null = no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  /** Only products on sale (a "was" price). */
  onSale: boolean;
  /** A collection's slug, or ''. */
  collection: string;
  /** 1-based. */
  page: number;
}

export const DEFAULT_SHOP_QUERY: ShopQuery = {
  category: '',
  size: '',
  q: '',
  sort: 'newest',
  minPrice: null,
  maxPrice: null,
  inStock: false,
  onSale: false,
  collection: '',
  page: 1,
};

/** A collection slug as the API takes it; anything else in a link is ignored. */
function readSlug(raw: string | null): string {
  const slug = (raw ?? '').trim();
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 60 ? slug : '';
}

/** A price typed by the shopper or read from a link: KES from 0 to the shop's maximum with at most 2 decimals, else null. */
export function parsePrice(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  const cents = value * 100;
  return Number.isFinite(value) &&
    value >= 0 &&
    value <= LIMITS.priceMax &&
    Math.abs(cents - Math.round(cents)) < 1e-6
    ? value
    : null;
}

/** The shop's state from its address; anything a hand-edited link gets wrong falls back to the default. */
export function readShopQuery(params: URLSearchParams): ShopQuery {
  const category = params.get('category');
  const size = params.get('size') ?? '';
  const sort = params.get('sort');
  let minPrice = parsePrice(params.get('min_price'));
  let maxPrice = parsePrice(params.get('max_price'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) minPrice = maxPrice = null;
  return {
    category: isCategory(category) ? category : '',
    size: isSize(size) ? size : '',
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort: isProductSort(sort) ? sort : DEFAULT_SHOP_QUERY.sort,
    minPrice,
    maxPrice,
    inStock: params.get('in_stock') === 'true',
    onSale: params.get('on_sale') === 'true',
    collection: readSlug(params.get('collection')),
    page: pageFromSearch(params),
  };
}

/** The address of a shop state: only what differs from the default, in a fixed order. */
export function writeShopQuery(query: ShopQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.size) params.set('size', query.size);
  if (query.sort !== DEFAULT_SHOP_QUERY.sort) params.set('sort', query.sort);
  if (query.minPrice !== null) params.set('min_price', String(query.minPrice));
  if (query.maxPrice !== null) params.set('max_price', String(query.maxPrice));
  if (query.inStock) params.set('in_stock', 'true');
  if (query.onSale) params.set('on_sale', 'true');
  if (query.collection) params.set('collection', query.collection);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** True when the search or a filter narrows the list (the sort and the page do not). */
export function isFiltered(query: ShopQuery): boolean {
  return Boolean(
    query.q ||
    query.category ||
    query.size ||
    query.minPrice !== null ||
    query.maxPrice !== null ||
    query.inStock ||
    query.onSale ||
    query.collection,
  );
}

/** The API request for one page of the shop. */
export function toProductFilters(query: ShopQuery): ProductFilters {
  return {
    category: query.category || undefined,
    q: query.q || undefined,
    size: query.size || undefined,
    sort: query.sort,
    minPrice: query.minPrice ?? undefined,
    maxPrice: query.maxPrice ?? undefined,
    inStock: query.inStock || undefined,
    onSale: query.onSale || undefined,
    collection: query.collection || undefined,
    limit: SHOP_PAGE_SIZE,
    offset: (query.page - 1) * SHOP_PAGE_SIZE,
  };
}
