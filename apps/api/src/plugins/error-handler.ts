import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { LIMITS } from '@mavazi/shared/constants';
import type { ErrorCode } from '@mavazi/shared/error-codes';
import { HttpError } from '../lib/http-error';
import { isConcurrencyFailure } from '../lib/db-errors';

/** Database failures a client cannot fix and that usually pass: read-only or full disk, lost server. */
const UNAVAILABLE_CODES = new Set([
  // db/postgres-pool.ts: the connection failed, with or without a driver code.
  'DATABASE_UNAVAILABLE',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  // PostgreSQL: read-only transaction (a standby after failover), shutdown, out of resources.
  '25006',
  '57P01',
  '57P02',
  '57P03',
  '53100',
  '53200',
  '53300',
]);
/** better-sqlite3 reports extended codes (SQLITE_IOERR_WRITE, SQLITE_READONLY_RECOVERY, ...): the family decides. */
const UNAVAILABLE_SQLITE = /^SQLITE_(READONLY|FULL|IOERR|BUSY|LOCKED|CANTOPEN)(_[A-Z]+)*$/;
/** PostgreSQL class 08: connection exceptions. */
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;

function isUnavailable(code: unknown): boolean {
  return (
    typeof code === 'string' &&
    (UNAVAILABLE_CODES.has(code) ||
      UNAVAILABLE_SQLITE.test(code) ||
      CONNECTION_EXCEPTION.test(code))
  );
}

function fieldName(path: ReadonlyArray<PropertyKey>, fallback: string): string {
  return path.length > 0 ? path.map(String).join('.') : fallback;
}

/** One place turns every failure into {"error": "..."} with the right status and no internals. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds) {
        reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      }
      return reply.status(error.statusCode).send({
        error: error.message,
        code: error.code,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: Record<string, string> = {};
      for (const issue of error.validation) {
        const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const key = fieldName(where ? where.split('.') : [], error.validationContext ?? 'body');
        details[key] ??= issue.message ?? 'Invalid value';
      }
      const [firstKey, firstMessage] = Object.entries(details)[0] ?? ['body', 'Invalid input'];
      return reply.status(400).send({
        error: `Invalid ${firstKey}: ${firstMessage}`,
        code: 'VALIDATION_FAILED',
        details,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ error: 'Internal server error', code: 'INTERNAL_ERROR' });
    }
    if (isConcurrencyFailure(error)) {
      // PostgreSQL ended this transaction to let a concurrent one finish (a deadlock, a serialization
      // failure): nothing was written, and the same request a moment later normally succeeds.
      request.log.warn({ err: error }, 'rolled back for a concurrent transaction');
      return reply.status(503).header('Retry-After', '1').send({
        error: 'Another change to the same records came first; nothing was saved, please try again',
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    if (isUnavailable((error as { code?: unknown }).code)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).header('Retry-After', '30').send({
        error: 'The shop is temporarily unavailable, please try again shortly',
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const { text, code } = clientError(error, status);
      return reply.status(status).send({ error: text, code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Internal server error', code: 'INTERNAL_ERROR' });
  });
});

/** Fastify's own 4xx messages are safe, but a few read better rephrased. */
function clientError(error: FastifyError, status: number): { text: string; code: ErrorCode } {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { text: 'Request body is too large (limit 1 MiB)', code: 'PAYLOAD_TOO_LARGE' };
    case 'FST_REQ_FILE_TOO_LARGE':
      return {
        text: `Photos can be at most ${LIMITS.imageBytesMax / 1024 / 1024} MB`,
        code: 'PAYLOAD_TOO_LARGE',
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        text: 'Unsupported content type: send application/json',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { text: 'Request body is empty: send a JSON object', code: 'MALFORMED_REQUEST' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { text: 'Malformed JSON body', code: 'MALFORMED_REQUEST' };
    default:
      if (error instanceof SyntaxError)
        return { text: 'Malformed JSON body', code: 'MALFORMED_REQUEST' };
      if (status === 429)
        return { text: 'Too many requests, please try again later', code: 'RATE_LIMITED' };
      if (status === 413) return { text: error.message, code: 'PAYLOAD_TOO_LARGE' };
      return { text: error.message, code: 'MALFORMED_REQUEST' };
  }
}
