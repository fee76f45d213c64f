import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '@mavazi/shared/common.schemas';
import { guestPayBodySchema, orderRefParamsSchema } from '@mavazi/shared/orders.schemas';
import {
  mpesaCallbackAckSchema,
  mpesaCallbackParamsSchema,
  mpesaCallbackSchema,
  payBodySchema,
  paymentStateSchema,
} from '@mavazi/shared/payments.schemas';
import { notFound } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import {
  getPaymentState,
  handleMpesaCallback,
  payAgain,
  payAgainByLink,
} from '../../flows/pay-order';

/** A Daraja callback is a few hundred bytes; anything much larger is not one. */
const CALLBACK_BODY_LIMIT = 16 * 1024;

const digest = (value: string) => createHash('sha256').update(value).digest();

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['payments'], security: [{ bearerAuth: [] }] };
  const expectedToken = digest(app.deps.payments.callbackToken);

  /** A wrong token answers exactly like a route that does not exist (compared in constant time). */
  async function checkCallbackToken(request: FastifyRequest): Promise<void> {
    const { token } = request.params as { token?: string };
    if (!timingSafeEqual(digest(token ?? ''), expectedToken)) {
      const path = request.url.split('?')[0] ?? '';
      throw notFound('ROUTE_NOT_FOUND', `Route ${request.method} ${path} not found`);
    }
  }

  app.get(
    '/orders/:id/payment',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "The payment of one of the caller's orders (what the confirmation page follows)",
        params: orderRefParamsSchema,
        response: { 200: paymentStateSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => getPaymentState(app.deps, currentUser(request), request.params.id),
  );

  app.post(
    '/orders/:id/pay',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Send a new M-Pesa prompt for an unpaid M-Pesa order (once per 30 s per order)',
        params: orderRefParamsSchema,
        body: payBodySchema.nullish(),
        response: {
          202: messageSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const message = await payAgain(
        app.deps,
        currentUser(request),
        request.params.id,
        request.body ?? {},
      );
      return reply.status(202).send({ message });
    },
  );

  app.post(
    '/orders/lookup/pay',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Pay again for a guest order: a new M-Pesa prompt, authorised by the private link (number and token)',
        body: guestPayBodySchema,
        response: {
          202: messageSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { number, token, mpesa_phone } = request.body;
      const message = await payAgainByLink(app.deps, { number, token }, request.ip, {
        mpesa_phone,
      });
      return reply.status(202).send({ message });
    },
  );

  app.post(
    '/payments/mpesa/callback/:token',
    {
      onRequest: checkCallbackToken,
      bodyLimit: CALLBACK_BODY_LIMIT,
      schema: {
        tags: ['payments'],
        summary: "Daraja's STK Push callback (the token is MPESA_CALLBACK_TOKEN)",
        params: mpesaCallbackParamsSchema,
        body: mpesaCallbackSchema,
        response: { 200: mpesaCallbackAckSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await handleMpesaCallback(app.deps, request.body);
      return { ResultCode: 0, ResultDesc: 'Accepted' };
    },
  );
};
