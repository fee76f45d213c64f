import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@mavazi/shared/common.schemas';
import { healthSchema } from '@mavazi/shared/health.schemas';
import { readMailQueueState } from '../../mail/outbox.repository';
import { pingDatabase } from './health.repository';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the database answers; the mail queue (depth, oldest unsent)',
        response: { 200: healthSchema, 503: errorSchema },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        const mail = await readMailQueueState(app.db);
        return {
          status: 'ok' as const,
          database: 'ok' as const,
          mail: {
            queued: mail.queued,
            failed: mail.failed,
            oldest_unsent_at: mail.oldestUnsentAt,
          },
        };
      } catch (err) {
        request.log.error({ err }, 'health: database does not answer');
        return reply
          .status(503)
          .header('Retry-After', '30')
          .send({ error: 'Database unavailable', code: 'SERVICE_UNAVAILABLE' });
      }
    },
  );
};
