import { apiRequest, type ApiRequest } from './api-client';

/** One page of a list the API pages with limit/offset, and how many items the whole list holds. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Query parameters of a list read; empty and undefined values are left out of the URL. */
export type ListParams = Record<string, string | number | undefined>;

export function listUrl(path: string, params: ListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** GETs one page; the total comes from X-Total-Count (the page's length when it is missing). */
export async function fetchPage<T>(
  path: string,
  params: ListParams,
  request: ApiRequest = {},
): Promise<Page<T>> {
  const { data, headers } = await apiRequest<T[]>(listUrl(path, params), request);
  const total = Number(headers.get('X-Total-Count'));
  return { items: data, total: Number.isFinite(total) && total >= 0 ? total : data.length };
}
