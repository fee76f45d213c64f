import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, messageSchema } from '@mavazi/shared/common.schemas';
import { eraseCustomerByStaff } from '../../flows/erase-customer';
import { auditActor } from '../audit/audit-actor';

export const privacyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/customers/:id/erase',
    {
      config: { permission: 'customers.erase' },
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary:
          'Erase a shopper on request (owner): as DELETE /me, with an audit row; staff accounts are refused (409 STAFF_NOT_ERASABLE)',
        params: idParamsSchema,
        response: {
          200: messageSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      await eraseCustomerByStaff(app.deps, auditActor(request), request.params.id);
      return { message: 'Customer erased' };
    },
  );
};
