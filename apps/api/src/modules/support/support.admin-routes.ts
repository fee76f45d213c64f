import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParamsSchema, pageQuerySchema } from '@mavazi/shared/common.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import {
  ticketSchema,
  ticketUpdatedSchema,
  ticketUpdateSchema,
} from '@mavazi/shared/support.schemas';
import { listAllTickets, setTicketStatus } from './support.service';

export const supportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['admin', 'support'], security: [{ bearerAuth: [] }] };

  app.get(
    '/admin/support/tickets',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...common,
        summary: 'Support tickets, newest first (paged; X-Total-Count holds the number of tickets)',
        querystring: pageQuerySchema(LIMITS.adminPageSize),
        response: {
          200: z.array(ticketSchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const page = await listAllTickets(app.deps, request.query);
      reply.header('X-Total-Count', String(page.total));
      return page.items;
    },
  );

  app.put(
    '/admin/support/ticket/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...common,
        summary: "Change a ticket's status",
        params: idParamsSchema,
        body: ticketUpdateSchema,
        response: {
          200: ticketUpdatedSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => ({
      message: 'Ticket status updated',
      ticket: await setTicketStatus(app.deps, request.params.id, request.body.status),
    }),
  );
};
