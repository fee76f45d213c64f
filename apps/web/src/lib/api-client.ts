import { clearAccessToken, getAccessToken } from './auth-token';

/** A failed call: the server's `error` text (or 'Unknown error') and the HTTP status (0 = network). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
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

/** The single client for the shop's API: base /api, bearer token from localStorage, {error} handling. */
export async function apiRequest<T>(
  path: string,
  request: ApiRequest = {},
): Promise<ApiResponse<T>> {
  const token = getAccessToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  // A FormData body (a photo upload) gets its multipart content type from fetch.
  if (request.body !== undefined && !(request.body instanceof FormData))
    headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: request.method ?? 'GET',
      headers,
      body: request.body instanceof FormData ? request.body : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'Network response was not ok');
  }
  const text = await response.text();
  let payload: unknown = undefined;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
  }
  if (!response.ok) {
    // The token expired or was revoked mid-visit: end the session so guards send the user to sign in.
    if (
      response.status === 401 &&
      token &&
      getAccessToken() === token &&
      !SESSION_PATHS.has(path)
    ) {
      clearAccessToken();
    }
    const body = (payload ?? {}) as { error?: unknown; details?: Record<string, string> };
    const message = typeof body.error === 'string' && body.error ? body.error : 'Unknown error';
    throw new ApiError(response.status, message, body.details);
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
