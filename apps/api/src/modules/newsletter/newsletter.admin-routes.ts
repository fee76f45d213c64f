import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@mavazi/shared/common.schemas';
import {
  NEWSLETTER_STATUSES,
  adminSubscriberSchema,
  adminSubscribersQuerySchema,
} from '@mavazi/shared/newsletter.schemas';
import { sendPage } from '../../lib/paging';
import { listNewsletterSubscribers, subscribersCsv } from './newsletter.service';

export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/admin/subscribers',
    {
      config: { permission: 'marketing.read' },
      schema: {
        ...common,
        summary: 'Newsletter addresses with their consent, newest first (paged; X-Total-Count)',
        querystring: adminSubscribersQuerySchema,
        response: {
          200: z.array(adminSubscriberSchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listNewsletterSubscribers(app.deps, request.query)),
  );

  app.get(
    '/admin/subscribers/export.csv',
    {
      config: { permission: 'marketing.read', noStore: true },
      schema: {
        ...common,
        summary: 'Every newsletter address with its consent time, as CSV (streamed, read in pages)',
        querystring: z.object({ status: z.enum(NEWSLETTER_STATUSES).optional() }),
        produces: ['text/csv'],
        response: {
          200: z.unknown().describe('CSV text, streamed'),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const csv = subscribersCsv(app.deps, request.query.status);
      const day = new Date().toISOString().slice(0, 10);
      reply.header('Content-Type', 'text/csv; charset=utf-8');
      reply.header('Content-Disposition', `attachment; filename="subscribers-${day}.csv"`);
      return reply.send(csv);
    },
  );
};
