import { z } from 'zod';

/**
 * An optional Idempotency-Key header. Loose: the validated headers replace request.headers, so
 * every other header must survive.
 */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x20-\x7E]{1,200}$/, 'Idempotency-Key must be 1-200 printable characters')
    .optional(),
});
