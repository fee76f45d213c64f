import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParamsSchema } from '@mavazi/shared/common.schemas';
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
        summary: 'All support tickets, newest first',
        response: { 200: z.array(ticketSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => listAllTickets(app.deps),
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
