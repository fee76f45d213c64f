import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@mavazi/shared/common.schemas';
import {
  adminOrderUpdateSchema,
  orderRefParamsSchema,
  orderSchema,
  trackedOrderSchema,
} from '@mavazi/shared/orders.schemas';
import { currentUser } from '../../plugins/auth';
import { updateOrderAsAdmin } from './order-status.service';
import { listOrdersForAdmin } from './orders.service';

export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['admin', 'orders'], security: [{ bearerAuth: [] }] };

  app.get(
    '/admin/orders',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...common,
        summary: 'All orders, newest first',
        response: { 200: z.array(orderSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => listOrdersForAdmin(app.deps),
  );

  app.patch(
    '/admin/orders/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...common,
        summary: "Change an order's status (and optionally its tracking values)",
        params: orderRefParamsSchema,
        body: adminOrderUpdateSchema,
        response: {
          200: trackedOrderSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) =>
      updateOrderAsAdmin(app.deps, currentUser(request), request.params.id, request.body),
  );
};
