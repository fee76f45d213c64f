import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { collectionSchema } from '@mavazi/shared/catalog.schemas';
import { errorSchema, pageQuerySchema } from '@mavazi/shared/common.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import { shopperAnswerLifetimeMs } from './catalog.service';
import { collectionsForShoppers } from './collections.service';

export const collectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/collections',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The shop collections by name, each with the number of products on sale in it',
        description:
          'Paged (X-Total-Count holds the number of collections). `GET /products?collection=slug` lists one.',
        querystring: pageQuerySchema(LIMITS.pageSizeMax),
        response: { 200: z.array(collectionSchema), 400: errorSchema },
      },
    },
    (request, reply) =>
      app.readCache.send(request, reply, async () => {
        const [page, maxAgeMs] = await Promise.all([
          collectionsForShoppers(app.deps, request.query),
          shopperAnswerLifetimeMs(app.deps),
        ]);
        return { payload: page.items, headers: { 'X-Total-Count': String(page.total) }, maxAgeMs };
      }),
  );
};
