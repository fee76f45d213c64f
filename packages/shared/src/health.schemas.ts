import { z } from 'zod';

const checkSchema = z.enum(['ok', 'failing']);

/** GET /health: 200 only when the database answers reads and takes writes. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.object({ reads: checkSchema, writes: checkSchema }),
});

/** 503: "degraded" when reads work but writes fail (full disk, read-only), "unavailable" when nothing answers. */
export const healthFailureSchema = healthSchema.extend({
  status: z.enum(['degraded', 'unavailable']),
  error: z.string(),
  code: z.string(),
});
export type HealthFailure = z.infer<typeof healthFailureSchema>;
