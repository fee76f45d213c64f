import { vi } from 'vitest';

/** One request the page sent, as the server would see it. */
export interface RecordedRequest {
  method: string;
  /** Path below /api, query string included. */
  path: string;
  body: unknown;
  authorization: string | null;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
}

type Route = FakeReply | ((request: RecordedRequest) => FakeReply | Promise<FakeReply>);

/**
 * Replaces `fetch` with a tiny in-memory server. Routes are keyed 'METHOD /path' (matched with the query
 * string first, then without it); anything else answers 404. Returns every request it received.
 */
export function fakeApi(routes: Record<string, Route>) {
  const requests: RecordedRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    const path = `${url.pathname.replace(/^\/api/, '')}${url.search}`;
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const request: RecordedRequest = {
      method,
      path,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('Authorization'),
    };
    requests.push(request);
    const route =
      routes[`${method} ${path}`] ?? routes[`${method} ${url.pathname.replace(/^\/api/, '')}`];
    const reply =
      typeof route === 'function'
        ? await route(request)
        : (route ?? { status: 404, body: { error: 'Not found' } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    requests,
    /** Requests with this method whose path (query string ignored) equals `path`. */
    requestsTo(method: string, path: string): RecordedRequest[] {
      return requests.filter((r) => r.method === method && r.path.split('?')[0] === path);
    },
  };
}
