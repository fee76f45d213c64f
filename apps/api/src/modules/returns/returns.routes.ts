import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema } from '@mavazi/shared/common.schemas';
import { orderRefParamsSchema } from '@mavazi/shared/orders.schemas';
import {
  returnCreateBodySchema,
  returnListSchema,
  returnSchema,
} from '@mavazi/shared/returns.schemas';
import { hasPermission } from '@mavazi/shared/staff';
import { listOrderReturns } from '../../flows/list-order-returns';
import { requestReturn } from '../../flows/request-return';
import { idempotencyHeadersSchema } from '../../lib/idempotency';
import { currentUser, isAdminSession, staffRoleOf } from '../../plugins/auth';
import { getReturn } from './returns.service';

/** The caller, and whether they are staff signed in to the admin area who may read returns. */
function viewerOf(request: FastifyRequest) {
  const user = currentUser(request);
  const staff = isAdminSession(request) && hasPermission(staffRoleOf(user), 'returns.read');
  return { userId: user.id, staff };
}

export const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['returns'], security: [{ bearerAuth: [] }] };

  app.post(
    '/orders/:id/returns',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary:
          'Ask to return items of an own delivered order, within RETURN_WINDOW_DAYS (201; 200 when the Idempotency-Key matches an earlier return)',
        params: orderRefParamsSchema,
        headers: idempotencyHeadersSchema,
        body: returnCreateBodySchema,
        response: {
          200: returnSchema,
          201: returnSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { ret, created } = await requestReturn(
        app.deps,
        { kind: 'shopper', user: currentUser(request) },
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.status(created ? 201 : 200).send(ret);
    },
  );

  app.get(
    '/orders/:id/returns',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "An order's returns, newest first (its owner, or staff who may read returns)",
        params: orderRefParamsSchema,
        response: { 200: returnListSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => listOrderReturns(app.deps, viewerOf(request), request.params.id),
  );

  app.get(
    '/returns/:id',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'One return with its lines and history (its owner, or staff who may read returns)',
        params: idParamsSchema,
        response: { 200: returnSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => getReturn(app.deps.db, viewerOf(request), request.params.id),
  );
};
