import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  healthFailureSchema,
  healthSchema,
  type HealthFailure,
} from '@mavazi/shared/health.schemas';
import { readMailQueueState } from '../../mail/outbox.repository';
import { pingDatabase, probeWrites } from './health.repository';

const UNAVAILABLE: HealthFailure = {
  status: 'unavailable',
  database: { reads: 'failing', writes: 'failing' },
  error: 'Database unavailable',
  code: 'SERVICE_UNAVAILABLE',
};
const DEGRADED: HealthFailure = {
  status: 'degraded',
  database: { reads: 'ok', writes: 'failing' },
  error: 'The database refuses writes (read-only or full disk)',
  code: 'SERVICE_UNAVAILABLE',
};

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary:
          'Liveness: the database answers reads and takes writes (a real write probe); the mail queue',
        response: { 200: healthSchema, 503: healthFailureSchema },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
      } catch (err) {
        request.log.error({ err }, 'health: database does not answer');
        return reply.status(503).header('Retry-After', '30').send(UNAVAILABLE);
      }
      try {
        await probeWrites(app.db);
      } catch (err) {
        request.log.error({ err }, 'health: database refuses writes');
        return reply.status(503).header('Retry-After', '30').send(DEGRADED);
      }
      const mail = await readMailQueueState(app.db);
      return {
        status: 'ok' as const,
        database: { reads: 'ok' as const, writes: 'ok' as const },
        mail: { queued: mail.queued, failed: mail.failed, oldest_unsent_at: mail.oldestUnsentAt },
      };
    },
  );
};
