/**
 * Every page of the web app as the server needs to know it: a path matching none of these answers
 * HTTP 404 (with the app's not-found page). `:name` is one segment, a trailing `*` any rest.
 * The web app's router is checked against this list by a test, so a new page cannot be forgotten here.
 */
export const APP_PAGE_PATHS = [
  '/',
  '/products',
  '/product-list',
  '/product/:productId',
  '/cart',
  '/wishlist',
  '/checkout',
  '/order-confirmation',
  '/order-tracking',
  '/my-orders',
  '/orders/:orderId/return',
  '/orders/lookup',
  '/support',
  '/support/*',
  '/account/*',
  '/profile',
  '/register',
  '/login',
  '/password-reset-request',
  '/password-reset/:token',
  '/verify-email',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/about',
  '/contact',
  '/delivery',
  '/returns',
  '/returns/:returnId',
  '/privacy',
  '/terms',
  '/admin',
  '/admin/*',
] as const;

function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  for (const [i, part] of parts.entries()) {
    if (part === '*') return true;
    const segment = segments[i];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part !== segment) return false;
  }
  return parts.length === segments.length;
}

/** Whether a URL path (no query string) is one of the app's pages; a trailing slash is ignored. */
export function isAppPagePath(urlPath: string): boolean {
  const segments = urlPath.split('/').filter(Boolean);
  return APP_PAGE_PATHS.some((pattern) => matches(pattern, segments));
}
