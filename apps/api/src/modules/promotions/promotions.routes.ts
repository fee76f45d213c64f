import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@mavazi/shared/common.schemas';
import { promoCodeParamsSchema, promoSchema } from '@mavazi/shared/promotions.schemas';
import { findRedeemablePromo } from './promotions.service';

export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promocodes/:code',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Check a promotion code (case-insensitive)',
        params: promoCodeParamsSchema,
        response: {
          200: promoSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => findRedeemablePromo(app.deps, request.params.code, request.ip),
  );
};
