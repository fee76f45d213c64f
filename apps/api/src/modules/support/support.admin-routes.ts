import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParamsSchema, pageQuerySchema } from '@mavazi/shared/common.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import {
  staffTicketSchema,
  ticketReplyInputSchema,
  ticketThreadSchema,
  ticketUpdatedSchema,
  ticketUpdateSchema,
} from '@mavazi/shared/support.schemas';
import { currentUser } from '../../plugins/auth';
import { auditActor } from '../audit/audit-actor';
import { listAllTickets, replyAsShop, setTicketStatus } from './support.service';
import { sendPage } from '../../lib/paging';

export const supportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['admin', 'support'], security: [{ bearerAuth: [] }] };

  app.get(
    '/admin/support/tickets',
    {
      config: { permission: 'support.read' },
      schema: {
        ...common,
        summary:
          "Support tickets with the shopper's username and email, newest first (paged; X-Total-Count holds the number of tickets)",
        querystring: pageQuerySchema(LIMITS.adminPageSize),
        response: {
          200: z.array(staffTicketSchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const page = await listAllTickets(app.deps, request.query);
      return sendPage(reply, page);
    },
  );

  app.post(
    '/admin/support/tickets/:id/replies',
    {
      config: { permission: 'support.write' },
      schema: {
        ...common,
        summary: 'Reply to a ticket as the shop (mails the shopper)',
        params: idParamsSchema,
        body: ticketReplyInputSchema,
        response: {
          201: ticketThreadSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await replyAsShop(
            app.deps,
            currentUser(request),
            request.params.id,
            request.body,
            auditActor(request),
          ),
        ),
  );

  app.put(
    '/admin/support/ticket/:id',
    {
      config: { permission: 'support.write' },
      schema: {
        ...common,
        summary: "Change a ticket's status (resolving mails the shopper)",
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
      ticket: await setTicketStatus(
        app.deps,
        auditActor(request),
        request.params.id,
        request.body.status,
      ),
    }),
  );
};
