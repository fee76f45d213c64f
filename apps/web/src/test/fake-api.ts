import { vi } from 'vitest';
import { shopInfo } from './fixtures';

export interface FakeRequest {
  method: string;
  /** Path without the /api prefix and without the query string, e.g. '/products'. */
  path: string;
  url: URL;
  headers: Headers;
  /** The Authorization header as sent (null when the call went without a token). */
  authorization: string | null;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Extra response headers, e.g. X-Total-Count of a paged list. */
  headers?: Record<string, string>;
}

export type FakeRoute = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

const SHOP_INFO_REPLY: FakeReply = { body: shopInfo };
const NO_COLLECTIONS_REPLY: FakeReply = { body: [] };

/** What the shop's shell reads in the background on every page: the footer's details, the menu's collections. */
function shellRead(method: string, path: string): FakeReply | undefined {
  if (method !== 'GET') return undefined;
  if (path === '/shop') return SHOP_INFO_REPLY;
  if (path === '/collections') return NO_COLLECTIONS_REPLY;
  return undefined;
}

/**
 * A tiny stand-in for the shop's server at the network edge: `fetch` is replaced for this test only.
 * Keys are 'METHOD /path' (no /api prefix); a key with the query string ('GET /products?category=Men') wins
 * over the bare path. Unknown calls answer 404 so a test sees them fail. The shell's own background reads
 * (GET /shop for the footer, GET /collections for the menu) get the demo details and no collections unless a
 * test routes them, and are left out of `calls` so tests that expect no call mean the page's own calls.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const headers = new Headers(init.headers);
    const request: FakeRequest = {
      method,
      path,
      url,
      headers,
      authorization: headers.get('Authorization'),
      body,
    };
    const background = shellRead(method, path);
    const route =
      routes[`${method} ${path}${url.search}`] ?? routes[`${method} ${path}`] ?? background;
    if (route !== background) calls.push(request);
    const reply: FakeReply =
      route === undefined
        ? { status: 404, body: { error: `No fake for ${method} ${path}`, code: 'ROUTE_NOT_FOUND' } }
        : typeof route === 'function'
          ? await route(request)
          : route;
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** Calls made to one endpoint, query string ignored, e.g. callsTo('POST /checkout'). */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

/** A fetch that never reaches the server (the browser's TypeError). */
export function networkDown(): FakeReply {
  throw new TypeError('Failed to fetch');
}
