import { z } from 'zod';

const checkSchema = z.enum(['ok', 'failing']);

export const mailQueueSchema = z.object({
  /** Messages waiting to be sent, retries included. */
  queued: z.number().int(),
  /** Messages given up on after every retry. */
  failed: z.number().int(),
  /** When the oldest waiting message was queued (ISO 8601), null when none waits. */
  oldest_unsent_at: z.string().nullable(),
});

/**
 * GET /health: 200 only when the database answers reads and takes writes. The mail queue is
 * reported, never a reason to fail: a refusing mail server must not take the shop out of rotation.
 */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.object({ reads: checkSchema, writes: checkSchema }),
  /** Only for staff (an admin token) and callers on the machine itself. */
  mail: mailQueueSchema.optional(),
});

/** 503: "degraded" when reads work but writes fail (full disk, read-only), "unavailable" when nothing answers. */
export const healthFailureSchema = healthSchema.omit({ mail: true }).extend({
  status: z.enum(['degraded', 'unavailable']),
  error: z.string(),
  code: z.string(),
});
export type HealthFailure = z.infer<typeof healthFailureSchema>;
