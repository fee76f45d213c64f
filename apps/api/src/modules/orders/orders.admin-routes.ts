import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@mavazi/shared/common.schemas';
import {
  adminOrderQuerySchema,
  adminOrderSchema,
  adminOrderUpdateSchema,
  orderRefParamsSchema,
  trackedOrderSchema,
} from '@mavazi/shared/orders.schemas';
import { currentUser } from '../../plugins/auth';
import { auditActor } from '../audit/audit-actor';
import { updateOrderAsAdmin } from './order-status.service';
import { listOrdersForAdmin } from './orders.service';
import { sendPage } from '../../lib/paging';

export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['admin', 'orders'], security: [{ bearerAuth: [] }] };

  app.get(
    '/admin/orders',
    {
      config: { permission: 'orders.read' },
      schema: {
        ...common,
        summary:
          'Orders with their customers, newest first; filter by status, payment status or method, search by order number or customer (paged; X-Total-Count holds the number of matching orders)',
        querystring: adminOrderQuerySchema,
        response: {
          200: z.array(adminOrderSchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const page = await listOrdersForAdmin(app.deps, request.query);
      return sendPage(reply, page);
    },
  );

  app.patch(
    '/admin/orders/:id',
    {
      config: { permission: 'orders.write' },
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
      updateOrderAsAdmin(
        app.deps,
        currentUser(request),
        request.params.id,
        request.body,
        auditActor(request),
      ),
  );
};
