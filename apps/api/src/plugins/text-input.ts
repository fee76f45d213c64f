import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error';

const NUL = '\u0000';

/** The path of the first string (or key) holding a NUL character, or undefined. */
function findNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findNul(value[i], `${path}.${i}`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const found = key.includes(NUL) ? path : findNul(child, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot store NUL in text (it fails the whole statement), and no field of the shop
 * needs it: body, query and path parameters holding one are refused with 400 on both databases.
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const found = findNul(value, part);
      if (found) {
        const field = found.includes('.') ? found.slice(found.indexOf('.') + 1) : found;
        const text = 'Text must not contain NUL characters';
        throw badRequest(`Invalid ${field}: ${text}`, { [field]: text });
      }
    }
  });
});
