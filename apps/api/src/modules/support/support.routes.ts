import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParamsSchema, pageQuerySchema } from '@mavazi/shared/common.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import {
  ticketInputSchema,
  ticketReplyInputSchema,
  ticketSchema,
  ticketThreadSchema,
} from '@mavazi/shared/support.schemas';
import { currentUser, isAdminSession } from '../../plugins/auth';
import { getTicketThread, listOwnTickets, openTicket, replyAsCustomer } from './support.service';
import { sendPage } from '../../lib/paging';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['support'], security: [{ bearerAuth: [] }] };

  app.post(
    '/support/ticket',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Send a support ticket (optionally about one of your orders)',
        body: ticketInputSchema,
        response: { 201: ticketSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await openTicket(app.deps, currentUser(request), request.body)),
  );

  app.get(
    '/support/tickets',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "The caller's tickets, newest first (paged; X-Total-Count holds their number)",
        querystring: pageQuerySchema(LIMITS.ticketsPageSize),
        response: { 200: z.array(ticketSchema), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const page = await listOwnTickets(app.deps, currentUser(request), request.query);
      return sendPage(reply, page);
    },
  );

  app.get(
    '/support/tickets/:id',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'A ticket with its conversation (its owner, or an admin)',
        params: idParamsSchema,
        response: {
          200: ticketThreadSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) =>
      getTicketThread(
        app.deps,
        { user: currentUser(request), isAdmin: isAdminSession(request) },
        request.params.id,
      ),
  );

  app.post(
    '/support/tickets/:id/replies',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Reply on your own ticket (a resolved ticket opens again)',
        params: idParamsSchema,
        body: ticketReplyInputSchema,
        response: {
          201: ticketThreadSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await replyAsCustomer(app.deps, currentUser(request), request.params.id, request.body),
        ),
  );
};
