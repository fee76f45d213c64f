import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParamsSchema } from '@mavazi/shared/common.schemas';
import { adminSmsQuerySchema, adminSmsSchema } from '@mavazi/shared/sms.schemas';
import { sendPage } from '../../lib/paging';
import { auditActor } from '../audit/audit-actor';
import { listTexts, resendText } from './sms.service';

export const smsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/admin/sms',
    {
      config: { permission: 'sms.manage' },
      schema: {
        ...common,
        summary: 'Texts sent and waiting, newest first (paged; X-Total-Count holds the number)',
        querystring: adminSmsQuerySchema,
        response: {
          200: z.array(adminSmsSchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request, reply) => sendPage(reply, await listTexts(app.deps, request.query)),
  );

  app.post(
    '/admin/sms/:id/resend',
    {
      config: { permission: 'sms.manage' },
      schema: {
        ...common,
        summary: 'Send a text again, as a new text (the original keeps its record)',
        params: idParamsSchema,
        response: {
          201: adminSmsSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const copy = await resendText(app.deps, auditActor(request), request.params.id);
      return reply.status(201).send(copy);
    },
  );
};
