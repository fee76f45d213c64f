import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, messageSchema, pageQuerySchema } from '@mavazi/shared/common.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import {
  checkoutBodySchema,
  orderCreatedSchema,
  orderLookupQuerySchema,
  orderRefParamsSchema,
  orderSchema,
  trackedOrderSchema,
} from '@mavazi/shared/orders.schemas';
import { currentUser } from '../../plugins/auth';
import { unauthorized } from '../../lib/http-error';
import { placeGuestOrder } from '../../flows/place-guest-order';
import { placeOrderClearingCart } from '../../flows/place-order-clearing-cart';
import { invoiceOfLookedUpOrder, ownInvoice } from './invoice.service';
import { invoiceIssuer } from './invoice-issuer';
import {
  findOrderByLookup,
  getOwnTrackedOrder,
  listOwnOrders,
  notifyOrderStatus,
} from './orders.service';
import { sendPage } from '../../lib/paging';

/** Loose: the validated headers replace request.headers, so every other header must survive. */
const checkoutHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x20-\x7E]{1,200}$/, 'Idempotency-Key must be 1-200 printable characters')
    .optional(),
});

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['orders'], security: [{ bearerAuth: [] }] };

  app.post(
    '/checkout',
    {
      // Without a token this is a guest checkout, which needs `guest` (else 401 as before).
      onRequest: app.authenticateOptional,
      // A stranger without guest details gets 401 before the body is validated, as before guests.
      preValidation: async (request) => {
        const body: unknown = request.body;
        const hasGuest = typeof body === 'object' && body !== null && 'guest' in body;
        if (!request.currentUser && !hasGuest) throw unauthorized();
      },
      schema: {
        ...common,
        summary:
          'Place an order, signed in or as a guest with `guest` (201; 200 when the Idempotency-Key matches an earlier order)',
        headers: checkoutHeadersSchema,
        body: checkoutBodySchema,
        response: {
          200: orderCreatedSchema,
          201: orderCreatedSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (!request.currentUser) {
        if (!request.body.guest) throw unauthorized();
        const placed = await placeGuestOrder(app.deps, request.body.guest, request.body, key);
        return reply.status(placed.replayed ? 200 : 201).send({
          message: 'Order placed successfully',
          order: placed.order,
          ...(placed.lookupToken ? { lookup_token: placed.lookupToken } : {}),
        });
      }
      const { order, replayed } = await placeOrderClearingCart(
        app.deps,
        currentUser(request),
        request.body,
        key,
      );
      return reply
        .status(replayed ? 200 : 201)
        .send({ message: 'Order placed successfully', order });
    },
  );

  app.get(
    '/orders/lookup',
    {
      schema: {
        tags: ['orders'],
        summary:
          "A guest order by its private link's number and token, with tracking (404 for any wrong pair; limited per address)",
        querystring: orderLookupQuerySchema,
        response: { 200: trackedOrderSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { order, owner } = await findOrderByLookup(
        app.deps,
        request.query.number,
        request.query.token,
        request.ip,
      );
      reply.header('Cache-Control', 'private, no-store');
      return getOwnTrackedOrder(app.deps, owner, order.order_number);
    },
  );

  app.get(
    '/orders/lookup/invoice',
    {
      schema: {
        tags: ['orders'],
        summary:
          "A guest order's tax invoice by its private link's number and token, as printable HTML (409 INVOICE_NOT_READY before it is paid; 404 for any wrong pair; limited per address like look-ups)",
        querystring: orderLookupQuerySchema,
        response: {
          200: z.string(),
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { order } = await findOrderByLookup(
        app.deps,
        request.query.number,
        request.query.token,
        request.ip,
      );
      const html = await invoiceOfLookedUpOrder(app.deps, order, invoiceIssuer(app.config));
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .send(html);
    },
  );

  app.get(
    '/orders',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "The caller's orders, newest first (paged; X-Total-Count holds their number)",
        querystring: pageQuerySchema(LIMITS.ordersPageSize),
        response: { 200: z.array(orderSchema), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const page = await listOwnOrders(app.deps, currentUser(request), request.query);
      return sendPage(reply, page);
    },
  );

  app.get(
    '/orders/:id',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "One of the caller's orders with tracking, by id or order number",
        params: orderRefParamsSchema,
        response: { 200: trackedOrderSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => getOwnTrackedOrder(app.deps, currentUser(request), request.params.id),
  );

  app.get(
    '/orders/:id/invoice',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary:
          "The caller's tax invoice for a paid order, as printable HTML (409 INVOICE_NOT_READY before it is paid)",
        params: orderRefParamsSchema,
        response: {
          200: z.string(),
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const html = await ownInvoice(
        app.deps,
        currentUser(request),
        request.params.id,
        invoiceIssuer(app.config),
      );
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .send(html);
    },
  );

  app.post(
    '/notify-order-status/:id',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "Mail the order's current status to its owner (once a minute per order)",
        params: orderRefParamsSchema,
        response: {
          200: messageSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      await notifyOrderStatus(app.deps, currentUser(request), request.params.id);
      return { message: 'Notification sent successfully' };
    },
  );
};
