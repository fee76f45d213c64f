import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCollectionSchema, collectionInputSchema } from '@mavazi/shared/catalog.schemas';
import {
  errorSchema,
  idParamsSchema,
  messageSchema,
  pageQuerySchema,
} from '@mavazi/shared/common.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import { sendPage } from '../../lib/paging';
import { auditActor } from '../audit/audit-actor';
import {
  changeCollection,
  collectionsForStaff,
  createCollection,
  removeCollection,
} from './collections.service';

const adminErrors = { 401: errorSchema, 403: errorSchema } as const;

export const collectionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/collections',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags: ['admin'],
        summary: 'Every collection, counting drafts and scheduled products too',
        security: [{ bearerAuth: [] }],
        querystring: pageQuerySchema(LIMITS.pageSizeMax),
        response: { 200: z.array(adminCollectionSchema), 400: errorSchema, ...adminErrors },
      },
    },
    async (request, reply) => sendPage(reply, await collectionsForStaff(app.deps, request.query)),
  );

  app.post(
    '/admin/collections',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags: ['admin'],
        summary: 'Add a collection',
        security: [{ bearerAuth: [] }],
        body: collectionInputSchema,
        response: {
          201: adminCollectionSchema,
          400: errorSchema,
          ...adminErrors,
          409: errorSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCollection(app.deps, auditActor(request), request.body)),
  );

  app.put(
    '/admin/collections/:id',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags: ['admin'],
        summary: "Change a collection's name, slug, description or picture",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        body: collectionInputSchema,
        response: {
          200: adminCollectionSchema,
          400: errorSchema,
          ...adminErrors,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) =>
      changeCollection(app.deps, auditActor(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/collections/:id',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags: ['admin'],
        summary: 'Delete a collection (its products stay, outside it)',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: messageSchema, 400: errorSchema, ...adminErrors, 404: errorSchema },
      },
    },
    async (request) => {
      await removeCollection(app.deps, auditActor(request), request.params.id);
      return { message: 'Collection deleted' };
    },
  );
};
