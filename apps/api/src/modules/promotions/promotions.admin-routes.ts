import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParamsSchema, messageSchema } from '@mavazi/shared/common.schemas';
import { promoInputSchema, promoSchema } from '@mavazi/shared/promotions.schemas';
import { auditActor } from '../audit/audit-actor';
import { createPromo, listAllPromos, removePromo, updatePromo } from './promotions.service';

const guarded = { 401: errorSchema, 403: errorSchema } as const;

export const promotionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['admin', 'promotions'], security: [{ bearerAuth: [] }] };

  app.get(
    '/admin/promocodes',
    {
      config: { permission: 'promotions.manage' },
      schema: {
        ...common,
        summary: 'List promotion codes',
        response: { 200: z.array(promoSchema), ...guarded },
      },
    },
    async () => listAllPromos(app.deps),
  );

  app.post(
    '/admin/promocodes',
    {
      config: { permission: 'promotions.manage' },
      schema: {
        ...common,
        summary: 'Create a promotion code',
        body: promoInputSchema,
        response: { 201: promoSchema, 400: errorSchema, ...guarded, 409: errorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPromo(app.deps, auditActor(request), request.body)),
  );

  app.put(
    '/admin/promocodes/:id',
    {
      config: { permission: 'promotions.manage' },
      schema: {
        ...common,
        summary: 'Update a promotion code',
        params: idParamsSchema,
        body: promoInputSchema,
        response: {
          200: promoSchema,
          400: errorSchema,
          ...guarded,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => updatePromo(app.deps, auditActor(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/promocodes/:id',
    {
      config: { permission: 'promotions.manage' },
      schema: {
        ...common,
        summary: 'Delete a promotion code (orders keep the code text)',
        params: idParamsSchema,
        response: { 200: messageSchema, 400: errorSchema, ...guarded, 404: errorSchema },
      },
    },
    async (request) => {
      await removePromo(app.deps, auditActor(request), request.params.id);
      return { message: 'Promotion deleted successfully' };
    },
  );
};
