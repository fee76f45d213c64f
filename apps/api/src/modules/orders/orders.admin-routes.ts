import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@mavazi/shared/common.schemas';
import {
  adminOrderFilterSchema,
  adminOrderQuerySchema,
  adminOrderSchema,
  adminOrderUpdateSchema,
  expectedDeliverySchema,
  orderRefParamsSchema,
  podPaymentSchema,
  shipOrderSchema,
  staffOrderSchema,
  trackedOrderSchema,
} from '@mavazi/shared/orders.schemas';
import { toCents } from '@mavazi/shared/money';
import { readStaffOrder } from '../../flows/read-staff-order';
import { currentUser } from '../../plugins/auth';
import { auditActor } from '../audit/audit-actor';
import { invoiceForStaff } from './invoice.service';
import { invoiceIssuer } from './invoice-issuer';
import { updateOrderAsAdmin } from '../../flows/change-order-status';
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
          .send(exportOrdersCsv(app.deps, request.query) as unknown as string)
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
      const html = await invoiceForStaff(app.deps, request.params.id, invoiceIssuer(app.config));
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

  const staffOrderAnswers = {
    200: staffOrderSchema,
    400: errorSchema,
    401: errorSchema,
    403: errorSchema,
    404: errorSchema,
    409: errorSchema,
  };

  app.get(
    '/admin/orders/:id',
    {
      config: { permission: 'orders.read' },
      schema: {
        ...common,
        summary:
          'One order for staff: lines, totals, customer, delivery, payment (attempts, money collected on delivery) and its history with who did what',
        params: orderRefParamsSchema,
        response: staffOrderAnswers,
      },
    },
    async (request) => readStaffOrder(app.deps.db, request.params.id),
  );

  app.post(
    '/admin/orders/:id/ship',
    {
      config: { permission: 'orders.write' },
      schema: {
        ...common,
        summary:
          'Ship an order: it becomes On Transit with the courier or rider and tracking number, which the shopper sees and is mailed (sent again: corrects them)',
        params: orderRefParamsSchema,
        body: shipOrderSchema,
        response: staffOrderAnswers,
      },
    },
    async (request) => {
      const { courier, tracking_number, expected_delivery_date } = request.body;
      await updateOrderAsAdmin(
        app.deps,
        currentUser(request),
        request.params.id,
        {
          status: 'On Transit',
          courier,
          trackingNumber: tracking_number,
          expectedDeliveryDate: expected_delivery_date,
        },
        auditActor(request),
      );
      return readStaffOrder(app.deps.db, request.params.id);
    },
  );

  app.put(
    '/admin/orders/:id/expected-delivery',
    {
      config: { permission: 'orders.write' },
      schema: {
        ...common,
        summary:
          "Change an open order's expected delivery day (not before the day it was placed); the shopper sees it and is mailed",
        params: orderRefParamsSchema,
        body: expectedDeliverySchema,
        response: staffOrderAnswers,
      },
    },
    async (request) => {
      await updateOrderAsAdmin(
        app.deps,
        currentUser(request),
        request.params.id,
        { expectedDeliveryDate: request.body.expected_delivery_date },
        auditActor(request),
      );
      return readStaffOrder(app.deps.db, request.params.id);
    },
  );

  app.post(
    '/admin/orders/:id/paid-on-delivery',
    {
      config: { permission: 'orders.write' },
      schema: {
        ...common,
        summary:
          'Mark a pay-on-delivery order Paid with the amount collected and "cash" or the M-Pesa code; it gets its invoice number (409 AMOUNT_MISMATCH when the amount is not the total and no note says why)',
        params: orderRefParamsSchema,
        body: podPaymentSchema,
        response: staffOrderAnswers,
      },
    },
    async (request) => {
      const { amount, reference, note } = request.body;
      await updateOrderAsAdmin(
        app.deps,
        currentUser(request),
        request.params.id,
        { payment_status: 'Paid', received: { amountCents: toCents(amount), reference, note } },
        auditActor(request),
      );
      return readStaffOrder(app.deps.db, request.params.id);
    },
  );
};
