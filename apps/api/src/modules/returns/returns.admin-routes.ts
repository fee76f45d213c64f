import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema } from '@mavazi/shared/common.schemas';
import { orderRefParamsSchema } from '@mavazi/shared/orders.schemas';
import {
  adminReturnQuerySchema,
  adminReturnUpdateSchema,
  returnCreateBodySchema,
  returnListSchema,
  returnSchema,
} from '@mavazi/shared/returns.schemas';
import { requestReturn } from '../../flows/request-return';
import { updateReturn } from '../../flows/update-return';
import { sendPage } from '../../lib/paging';
import { auditActor } from '../audit/audit-actor';
import { idempotencyHeadersSchema } from '../../lib/idempotency';
import { listReturnsForAdmin } from './returns.service';

export const returnsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['admin', 'returns'], security: [{ bearerAuth: [] }] };

  app.get(
    '/admin/returns',
    {
      config: { permission: 'returns.read' },
      schema: {
        ...common,
        summary: 'Returns, newest first, optionally of one status (paged; X-Total-Count)',
        querystring: adminReturnQuerySchema,
        response: { 200: returnListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listReturnsForAdmin(app.deps.db, request.query)),
  );

  app.patch(
    '/admin/returns/:id',
    {
      // Each step checks its own permission: decide (approve, reject), receive (receive, exchange), money (refunded).
      config: { permission: 'returns.read' },
      schema: {
        ...common,
        summary:
          'Move a return on: Requested → Approved | Rejected, Approved → Received (restock unless restock: false), Received → Exchanged | Refunded',
        params: idParamsSchema,
        body: adminReturnUpdateSchema,
        response: {
          200: returnSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => updateReturn(app.deps, auditActor(request), request.params.id, request.body),
  );

  app.post(
    '/admin/orders/:id/returns',
    {
      config: { permission: 'returns.request' },
      schema: {
        ...common,
        summary:
          "Open a return for a shopper who called, with the shopper's rules (201; 200 when the Idempotency-Key matches an earlier return)",
        params: orderRefParamsSchema,
        headers: idempotencyHeadersSchema,
        body: returnCreateBodySchema,
        response: {
          200: returnSchema,
          201: returnSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { ret, created } = await requestReturn(
        app.deps,
        { kind: 'staff', actor: auditActor(request) },
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.status(created ? 201 : 200).send(ret);
    },
  );
};
