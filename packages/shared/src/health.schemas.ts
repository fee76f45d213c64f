import { z } from 'zod';

export const mailQueueSchema = z.object({
  /** Messages waiting to be sent, retries included. */
  queued: z.number().int(),
  /** Messages given up on after every retry. */
  failed: z.number().int(),
  /** When the oldest waiting message was queued (ISO 8601), null when none waits. */
  oldest_unsent_at: z.string().nullable(),
});

/** GET /health: 200 when the database answers; the mail queue is reported, never a reason to fail. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  mail: mailQueueSchema,
});
