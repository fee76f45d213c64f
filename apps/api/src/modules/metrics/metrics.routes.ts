import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@mavazi/shared/common.schemas';
import { shopMetrics } from './metrics.service';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A scraper on the machine itself. A request relayed by a reverse proxy on the same machine also
 * arrives from loopback, but carries the proxy's forwarding headers, so it needs the admin token.
 */
function isLocalScrape(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['x-forwarded-for'] || headers.forwarded || headers['x-real-ip']) return false;
  return LOOPBACK.has(request.socket.remoteAddress ?? '');
}

export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/metrics',
    {
      onRequest: async (request) => {
        if (!isLocalScrape(request)) await app.requireAdmin(request);
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
