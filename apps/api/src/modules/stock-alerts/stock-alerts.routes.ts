import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@mavazi/shared/common.schemas';
import {
  stockAlertAcceptedSchema,
  stockAlertInputSchema,
} from '@mavazi/shared/stock-alerts.schemas';
import { subscribeStockAlert } from '../../flows/subscribe-stock-alert';

export const stockAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/stock-alerts',
    {
      // Guests may ask too; a token that is sent must be valid (the account's address is used then).
      onRequest: app.authenticateOptional,
      schema: {
        tags: ['catalog'],
        summary:
          '"Notify me": one email when this sold-out size is back in stock (the account\'s address when signed in)',
        body: stockAlertInputSchema,
        response: {
          202: stockAlertAcceptedSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await subscribeStockAlert(
        app.deps,
        request.body,
        request.currentUser,
        request.ip,
      );
      return reply.status(202).send(answer);
    },
  );
};
