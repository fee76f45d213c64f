import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, pageQuerySchema } from '@mavazi/shared/common.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import { unmatchedPaymentSchema } from '@mavazi/shared/payments.schemas';
import { sendPage } from '../../lib/paging';
import { listUnmatched } from './unmatched-payments.service';

export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/payments/unmatched',
    {
      config: { permission: 'money.manage' },
      schema: {
        tags: ['admin', 'payments'],
        security: [{ bearerAuth: [] }],
        summary:
          'M-Pesa payments whose callback named a CheckoutRequestID no prompt of the shop matched, newest first: place them on an order or refund them (paged; X-Total-Count)',
        querystring: pageQuerySchema(LIMITS.adminPageSize),
        response: {
          200: z.array(unmatchedPaymentSchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request, reply) => sendPage(reply, await listUnmatched(app.deps, request.query)),
  );
};
