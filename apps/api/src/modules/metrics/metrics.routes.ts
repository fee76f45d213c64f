import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@mavazi/shared/common.schemas';
import { isLocalCaller } from '../../lib/local-caller';
import { shopMetrics } from '../../flows/read-metrics';

export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/metrics',
    {
      onRequest: async (request) => {
        if (!isLocalCaller(request)) await app.requireAdmin(request);
      },
      schema: {
        tags: ['health'],
        summary: 'Prometheus metrics: for loopback callers, or with an admin token',
        security: [{ bearerAuth: [] }],
        response: { 200: z.string(), 401: errorSchema, 403: errorSchema },
      },
    },
    async (_request, reply) => {
      const text = (await app.processMetrics()) + (await shopMetrics(app.deps));
      return reply.type('text/plain; version=0.0.4; charset=utf-8').send(text);
    },
  );
};
