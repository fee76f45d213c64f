import { ERROR_CODE_LIST, type ErrorCode } from '@mavazi/shared/error-codes';
import { adminSession, shopperSession, type SessionStore } from './session-store';

/** The spec's text for a request that never reached the server. */
export const NETWORK_ERROR_MESSAGE = 'Network response was not ok';

/**
 * Codes the client gives failures the server did not describe: the request never got an answer, the answer
 * carried no known code, or a successful answer did not have the expected shape.
 */
export type ClientErrorCode = 'NETWORK_ERROR' | 'UNKNOWN_ERROR' | 'UNEXPECTED_RESPONSE';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

const SERVER_CODES: ReadonlySet<string> = new Set(ERROR_CODE_LIST);

/** A failed call: the server's `error` text (or 'Unknown error'), its `code`, and the HTTP status (0 = network). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ApiErrorCode,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** True for an ApiError, and when codes are given, only for one with one of those codes. */
export function isApiError(err: unknown, ...codes: ApiErrorCode[]): err is ApiError {
  return err instanceof ApiError && (codes.length === 0 || codes.includes(err.code));
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Whose token to send; by default the admin's on /admin/* calls and the shopper's everywhere else. */
  session?: SessionStore;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

/**
 * Calls whose 401 the session code handles itself: sign-in answers 401 for a wrong password, and the
 * start-up current-user check shows its own message before it clears the session (spec §4).
 */
const SESSION_PATHS = new Set(['/login', '/admin/login', '/current_user', '/logout']);

function sessionFor(path: string): SessionStore {
  return path.startsWith('/admin/') ? adminSession : shopperSession;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function failure(status: number, payload: unknown): ApiError {
  const body = (payload ?? {}) as { error?: unknown; code?: unknown; details?: unknown };
  const message = typeof body.error === 'string' && body.error ? body.error : 'Unknown error';
  const code =
    typeof body.code === 'string' && SERVER_CODES.has(body.code)
      ? (body.code as ErrorCode)
      : 'UNKNOWN_ERROR';
  const details =
    body.details && typeof body.details === 'object'
      ? (body.details as Record<string, string>)
      : undefined;
  return new ApiError(status, message, code, details);
}

type Fetch = (
  url: string,
  init: RequestInit & { headers: Record<string, string> },
) => Promise<Response>;

// The browser's fetch; the server's renderer answers the same calls in-process (entry-server.tsx).
let apiFetch: Fetch = (url, init) => fetch(url, init);

/** Where API calls go: the server's renderer sets its own; the browser keeps fetch. */
export function setApiFetch(next: Fetch): void {
  apiFetch = next;
}

/** The single client for the shop's API: base /api, the audience's bearer token, {error, code} handling. */
export async function apiRequest<T>(
  path: string,
  request: ApiRequest = {},
): Promise<ApiResponse<T>> {
  const session = request.session ?? sessionFor(path);
  const token = session.get();
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  // A FormData body (a photo upload) gets its multipart content type from fetch.
  if (request.body !== undefined && !(request.body instanceof FormData))
    headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await apiFetch(`/api${path}`, {
      method: request.method ?? 'GET',
      headers,
      body: request.body instanceof FormData ? request.body : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR');
  }
  const text = await response.text();
  const payload = text ? parseJson(text) : undefined;
  if (!response.ok) {
    // The token expired or was revoked mid-visit: end that audience's session so its guard asks to sign in.
    if (response.status === 401 && token && session.get() === token && !SESSION_PATHS.has(path)) {
      session.clear();
    }
    throw failure(response.status, payload);
  }
  return { data: payload as T, headers: response.headers };
}

/** apiRequest for callers that only need the body. */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await apiRequest<T>(path, request)).data;
}

/** The text of any thrown value, as the spec's toasts show it. */
export function errorMessage(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  return 'Unknown error';
}
