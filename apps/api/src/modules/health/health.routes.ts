import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  healthFailureSchema,
  healthSchema,
  type HealthFailure,
} from '@mavazi/shared/health.schemas';
import type { FastifyRequest } from 'fastify';
import { isLocalCaller } from '../../lib/local-caller';
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
  const cacheMs = app.config.healthProbeCacheSeconds * 1000;
  /** The last write probe (its outcome, kept for a few seconds): anonymous callers cannot make writes. */
  let lastProbe: { at: number; outcome: Promise<void> } | undefined;
  const probe = (): Promise<void> => {
    const now = Date.now();
    if (lastProbe && now - lastProbe.at < cacheMs) return lastProbe.outcome;
    const outcome = probeWrites(app.db);
    lastProbe = { at: now, outcome };
    outcome.catch(() => undefined);
    return outcome;
  };

  /** Staff (an admin token) and callers on the machine itself see the mail queue; others do not. */
  const mayReadQueue = async (request: FastifyRequest): Promise<boolean> => {
    if (isLocalCaller(request)) return true;
    if (!request.headers.authorization) return false;
    try {
      await app.requireAdmin(request);
      return true;
    } catch {
      return false;
    }
  };

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary:
          'Liveness: the database answers reads and takes writes (a real write probe, reused for a few seconds); the mail queue for staff and loopback callers',
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
        await probe();
      } catch (err) {
        request.log.error({ err }, 'health: database refuses writes');
        return reply.status(503).header('Retry-After', '30').send(DEGRADED);
      }
      const healthy = {
        status: 'ok' as const,
        database: { reads: 'ok' as const, writes: 'ok' as const },
      };
      if (!(await mayReadQueue(request))) return healthy;
      const mail = await readMailQueueState(app.db);
      return {
        ...healthy,
        mail: { queued: mail.queued, failed: mail.failed, oldest_unsent_at: mail.oldestUnsentAt },
      };
    },
  );
};
