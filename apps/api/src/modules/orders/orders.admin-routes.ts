import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@mavazi/shared/common.schemas';
import {
  adminOrderFilterSchema,
  adminOrderQuerySchema,
  adminOrderSchema,
  adminOrderUpdateSchema,
  orderRefParamsSchema,
  trackedOrderSchema,
} from '@mavazi/shared/orders.schemas';
import { currentUser } from '../../plugins/auth';
import { auditActor } from '../audit/audit-actor';
import { invoiceForStaff } from './invoice.service';
import { invoiceIssuer } from './invoice-issuer';
import { updateOrderAsAdmin } from './order-status.service';
import { exportOrdersCsv } from './orders-export.service';
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

  app.get(
    '/admin/orders/export.csv',
    {
      config: { permission: 'money.manage' },
      schema: {
        ...common,
        summary:
          'The orders matching the same filters as the list, as CSV with one row per order line, newest first (streamed)',
        querystring: adminOrderFilterSchema,
        response: { 200: z.string(), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="orders-${day}.csv"`)
          .header('Cache-Control', 'private, no-store')
          // A stream is piped as it is read, never serialised: the schema documents its CSV text.
          .send(exportOrdersCsv(app.deps.db, request.query) as unknown as string)
      );
    },
  );

  app.get(
    '/admin/orders/:id/invoice',
    {
      config: { permission: 'orders.read' },
      schema: {
        ...common,
        summary:
          "An order's tax invoice as printable HTML (409 INVOICE_NOT_READY before it is paid)",
        params: orderRefParamsSchema,
        response: {
          200: z.string(),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const html = await invoiceForStaff(app.deps.db, request.params.id, invoiceIssuer(app.config));
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .send(html);
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
