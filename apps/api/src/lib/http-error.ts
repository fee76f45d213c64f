import type { ErrorCode } from '@mavazi/shared/error-codes';

/** An expected failure: the status, a stable code and the text the client sees as {"error", "code"}. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string>,
    /** Sent as Retry-After, for 429 and 503 answers. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (code: ErrorCode, message: string, details?: Record<string, string>) =>
  new HttpError(400, code, message, details);
export const unauthorized = (
  message = 'Authentication required',
  code: ErrorCode = 'UNAUTHENTICATED',
) => new HttpError(401, code, message);
export const forbidden = (message = 'You do not have access to this resource') =>
  new HttpError(403, 'FORBIDDEN', message);
export const notFound = (code: ErrorCode, message: string) => new HttpError(404, code, message);
export const conflict = (code: ErrorCode, message: string, details?: Record<string, string>) =>
  new HttpError(409, code, message, details);
export const unprocessable = (code: ErrorCode, message: string) =>
  new HttpError(422, code, message);
export const tooManyRequests = (
  message = 'Too many attempts, please try again later',
  retryAfterSeconds?: number,
  code: ErrorCode = 'RATE_LIMITED',
) => new HttpError(429, code, message, undefined, retryAfterSeconds);
