import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deliveryOptionSchema } from '@mavazi/shared/delivery.schemas';
import { listActiveDeliveryOptions } from './delivery.service';

export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/delivery/options',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Active delivery options with their counties, fee, free-from subtotal and days',
        response: { 200: z.array(deliveryOptionSchema) },
      },
    },
    async () => listActiveDeliveryOptions(app.deps),
  );
};
