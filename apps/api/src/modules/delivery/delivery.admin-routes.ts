import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActor } from '../audit/audit-actor';
import { z } from 'zod';
import { errorSchema, idParamsSchema, messageSchema } from '@mavazi/shared/common.schemas';
import {
  adminDeliveryOptionSchema,
  deliveryOptionInputSchema,
} from '@mavazi/shared/delivery.schemas';
import {
  createDeliveryOption,
  listAllDeliveryOptions,
  removeDeliveryOption,
  updateDeliveryOptionAsAdmin,
} from './delivery.service';

const guarded = { 401: errorSchema, 403: errorSchema } as const;

export const deliveryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['admin', 'delivery'], security: [{ bearerAuth: [] }] };

  app.get(
    '/admin/delivery-options',
    {
      config: { permission: 'delivery.manage' },
      schema: {
        ...common,
        summary: 'Every delivery option, inactive ones included',
        response: { 200: z.array(adminDeliveryOptionSchema), ...guarded },
      },
    },
    async () => listAllDeliveryOptions(app.deps),
  );

  app.post(
    '/admin/delivery-options',
    {
      config: { permission: 'delivery.manage' },
      schema: {
        ...common,
        summary: 'Add a delivery option',
        body: deliveryOptionInputSchema,
        response: { 201: adminDeliveryOptionSchema, 400: errorSchema, ...guarded },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createDeliveryOption(app.deps, auditActor(request), request.body)),
  );

  app.put(
    '/admin/delivery-options/:id',
    {
      config: { permission: 'delivery.manage' },
      schema: {
        ...common,
        summary: 'Change a delivery option (placed orders keep their copy)',
        params: idParamsSchema,
        body: deliveryOptionInputSchema,
        response: {
          200: adminDeliveryOptionSchema,
          400: errorSchema,
          ...guarded,
          404: errorSchema,
        },
      },
    },
    async (request) =>
      updateDeliveryOptionAsAdmin(app.deps, auditActor(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/delivery-options/:id',
    {
      config: { permission: 'delivery.manage' },
      schema: {
        ...common,
        summary: 'Delete a delivery option (placed orders keep their copy)',
        params: idParamsSchema,
        response: { 200: messageSchema, 400: errorSchema, ...guarded, 404: errorSchema },
      },
    },
    async (request) => {
      await removeDeliveryOption(app.deps, auditActor(request), request.params.id);
      return { message: 'Delivery option deleted successfully' };
    },
  );
};
