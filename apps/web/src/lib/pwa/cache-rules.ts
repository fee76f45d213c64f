// What the service worker may keep, as plain functions so they are unit-tested (docs/decisions/040).

/** Where product photos are served from (the API's LOCAL_PHOTOS_PATH); their names change with their content. */
export const PHOTOS_PATH = '/uploads/products/';

/** Pages whose HTML holds or leads to a shopper's own data, and the admin area: never kept by the worker. */
const PRIVATE_PAGES: readonly RegExp[] = [
  /^\/admin(\/|$)/,
  /^\/api(\/|$)/,
  /^\/checkout(\/|$)/,
  /^\/my-orders(\/|$)/,
  /^\/profile(\/|$)/,
  /^\/orders\//,
  /^\/returns\/[^/]+/,
  /^\/support\/tickets\//,
  /^\/order-confirmation(\/|$)/,
  /^\/order-tracking(\/|$)/,
  /^\/login(\/|$)/,
  /^\/register(\/|$)/,
  /^\/password-reset/,
  /^\/verify-email(\/|$)/,
  /^\/account\//,
];

/** Public catalog reads, the same for every visitor: kept stale-while-revalidate. */
const CATALOG_READS: readonly RegExp[] = [
  /^\/api\/products$/,
  /^\/api\/product\/\d+$/,
  /^\/api\/product\/\d+\/reviews$/,
  /^\/api\/collections$/,
  /^\/api\/shop$/,
  /^\/api\/delivery\/options$/,
];

/** A navigation the worker answers at all: the shop's pages, never the admin area or the API. */
export function isShopNavigation(url: URL): boolean {
  return !/^\/(admin|api)(\/|$)/.test(url.pathname);
}

/** A shop page whose HTML may be kept for offline use (holds no account data). */
export function isStorablePage(url: URL): boolean {
  return !PRIVATE_PAGES.some((pattern) => pattern.test(url.pathname));
}

export function isCatalogRead(url: URL): boolean {
  return CATALOG_READS.some((pattern) => pattern.test(url.pathname));
}

/** Hashed build output: never changes under the same name. */
export function isBuildAsset(url: URL): boolean {
  return url.pathname.startsWith('/assets/');
}

export function isUploadedPhoto(url: URL): boolean {
  return url.pathname.startsWith(PHOTOS_PATH);
}

/** The demo photos and placeholders shipped with the web app (stable names). */
export function isShippedImage(url: URL): boolean {
  return url.pathname.startsWith('/images/');
}

/**
 * Whether an answer may be written to a cache: a whole 200 answer to a request that carried no token, which
 * the server did not mark private or no-store (it marks every signed-in, admin and token answer no-store).
 */
export function mayStore(request: Request, response: Response): boolean {
  if (response.status !== 200 || response.type === 'opaque') return false;
  if (request.headers.has('authorization')) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/\b(no-store|private)\b/i.test(cacheControl);
}
