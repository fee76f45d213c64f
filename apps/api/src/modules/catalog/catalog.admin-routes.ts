import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productInputSchema, productSchema } from '@mavazi/shared/catalog.schemas';
import { errorSchema, idParamsSchema, messageSchema } from '@mavazi/shared/common.schemas';
import { createProduct, deleteProduct, replaceProduct } from './catalog.service';

const adminErrors = { 401: errorSchema, 403: errorSchema } as const;

export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/products',
    {
      // onRequest: anonymous callers and shoppers get 401/403 before any body validation.
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Add a product',
        security: [{ bearerAuth: [] }],
        body: productInputSchema,
        response: { 201: productSchema, 400: errorSchema, ...adminErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createProduct(app.deps, request.body)),
  );

  app.put(
    '/admin/products/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Replace the details of a product',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        body: productInputSchema,
        response: { 200: productSchema, 400: errorSchema, ...adminErrors, 404: errorSchema },
      },
    },
    async (request) => replaceProduct(app.deps, request.params.id, request.body),
  );

  app.delete(
    '/admin/products/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Delete a product (past orders keep their items)',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: messageSchema, 400: errorSchema, ...adminErrors, 404: errorSchema },
      },
    },
    async (request) => {
      await deleteProduct(app.deps, request.params.id);
      return { message: 'Product deleted successfully' };
    },
  );
};
