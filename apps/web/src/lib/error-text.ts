import { isApiError } from './api-client';

/** The server's own error text when the server answered, else null (network failure, bug). */
export function serverError(err: unknown): string | null {
  return isApiError(err) && err.code !== 'NETWORK_ERROR' ? err.message : null;
}

/** The server's own error text when the server answered, otherwise the screen's fallback text. */
export function serverErrorOr(err: unknown, fallback: string): string {
  return serverError(err) ?? fallback;
}
