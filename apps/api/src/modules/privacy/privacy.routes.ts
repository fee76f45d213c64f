import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '@mavazi/shared/common.schemas';
import { customerExportSchema, deleteMeBodySchema } from '@mavazi/shared/privacy.schemas';
import { eraseOwnAccount } from '../../flows/erase-customer';
import { exportCustomerData } from '../../flows/export-customer-data';
import { currentUser } from '../../plugins/auth';

export const ACCOUNT_ERASED_TEXT = 'Your account has been deleted';

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['privacy'], security: [{ bearerAuth: [] }] };

  app.get(
    '/me/export',
    {
      onRequest: app.authenticate,
      config: { noStore: true },
      schema: {
        ...common,
        summary: 'Download everything the shop holds about the caller, as a JSON file',
        response: { 200: customerExportSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const data = await exportCustomerData(app.deps, user);
      const day = data.exported_at.slice(0, 10);
      reply.header(
        'Content-Disposition',
        `attachment; filename="mavazi-data-${user.id}-${day}.json"`,
      );
      return data;
    },
  );

  app.delete(
    '/me',
    {
      onRequest: app.authenticate,
      config: { noStore: true },
      schema: {
        ...common,
        summary:
          "Erase the caller's account (password required): tokens revoked, orders kept without personal data, a last mail confirms it",
        body: deleteMeBodySchema,
        response: {
          200: messageSchema,
          400: errorSchema,
          401: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await eraseOwnAccount(app.deps, user, request.body.password);
      return { message: ACCOUNT_ERASED_TEXT };
    },
  );
};
