import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';

/** Database failures a client cannot fix and that usually pass: read-only or full disk, lost server. */
const UNAVAILABLE_CODES = new Set([
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
      return reply
        .status(error.statusCode)
        .send(
          error.details
            ? { error: error.message, details: error.details }
            : { error: error.message },
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: Record<string, string> = {};
      for (const issue of error.validation) {
        const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const key = fieldName(where ? where.split('.') : [], error.validationContext ?? 'body');
        details[key] ??= issue.message ?? 'Invalid value';
      }
      const [firstKey, firstMessage] = Object.entries(details)[0] ?? ['body', 'Invalid input'];
      return reply.status(400).send({ error: `Invalid ${firstKey}: ${firstMessage}`, details });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ error: 'Internal server error' });
    }
    if (isUnavailable((error as { code?: unknown }).code)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '30')
        .send({ error: 'The shop is temporarily unavailable, please try again shortly' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: clientErrorText(error, status) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Internal server error' });
  });
});

/** Fastify's own 4xx messages are safe, but a few read better rephrased. */
function clientErrorText(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large (limit 1 MiB)';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send application/json';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty: send a JSON object';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Malformed JSON body';
    default:
      if (error instanceof SyntaxError) return 'Malformed JSON body';
      return status === 429 ? 'Too many requests, please try again later' : error.message;
  }
}
