import { errorMessage, isApiError } from './api-client';
import { currentLanguage, i18n } from './i18n';

/** The message for an API error in the reader's language; English keeps the server's own (exact) text. */
function translated(code: string, serverText: string): string {
  if (currentLanguage() === 'en') return serverText;
  const key = `errors:${code}`;
  return i18n.exists(key) ? i18n.t(key as 'errors:NETWORK_ERROR') : serverText;
}

/** The server's own error text when the server answered, else null (network failure, bug). */
export function serverError(err: unknown): string | null {
  return isApiError(err) && err.code !== 'NETWORK_ERROR' ? translated(err.code, err.message) : null;
}

/** The server's own error text when the server answered, otherwise the screen's fallback text. */
export function serverErrorOr(err: unknown, fallback: string): string {
  return serverError(err) ?? fallback;
}

/** Any failure as the reader should see it: an API error by its code, anything else as it says. */
export function errorText(err: unknown): string {
  if (isApiError(err)) return translated(err.code, err.message);
  return errorMessage(err);
}
