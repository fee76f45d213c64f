import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@mavazi/shared/common.schemas';
import { orderLookupQuerySchema } from '@mavazi/shared/orders.schemas';

/**
 * A guest order's short link from its text, outside /api because a phone opens it as a page:
 * 303 to the order's page, which checks the token like any look-up.
 */
export const orderShortLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/o/:number/:token',
    {
      schema: {
        tags: ['orders'],
        summary: "A guest order's short link from its text: 303 to the order's page",
        params: orderLookupQuerySchema,
        response: { 303: z.null(), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const query = new URLSearchParams(request.params).toString();
      reply.header('Cache-Control', 'private, no-store');
      return reply.redirect(`/orders/lookup?${query}`, 303);
    },
  );
};
