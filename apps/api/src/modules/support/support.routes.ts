import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@mavazi/shared/common.schemas';
import { ticketInputSchema, ticketSchema } from '@mavazi/shared/support.schemas';
import { currentUser } from '../../plugins/auth';
import { openTicket } from './support.service';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/support/ticket',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['support'],
        summary: 'Send a support ticket',
        security: [{ bearerAuth: [] }],
        body: ticketInputSchema,
        response: { 201: ticketSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await openTicket(app.deps, currentUser(request), request.body)),
  );
};
