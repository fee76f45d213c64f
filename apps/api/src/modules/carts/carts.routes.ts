import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@mavazi/shared/common.schemas';
import { putCartBodySchema, savedCartSchema } from '@mavazi/shared/carts.schemas';
import { readSavedCart, saveCart } from '../../flows/saved-cart';
import { currentUser } from '../../plugins/auth';

export const cartsRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['cart'], security: [{ bearerAuth: [] }] };

  app.get(
    '/cart',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "The caller's saved cart, as it can be bought now (gone lines shown as gone)",
        response: { 200: savedCartSchema, 401: errorSchema },
      },
    },
    async (request) => readSavedCart(app.deps, currentUser(request).id),
  );

  app.put(
    '/cart',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary:
          'Replace the saved cart (the web sends the union with the browser cart at sign-in); quantities are capped by stock and MAX_UNITS_PER_LINE',
        body: putCartBodySchema,
        response: { 200: savedCartSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => saveCart(app.deps, currentUser(request).id, request.body),
  );
};
