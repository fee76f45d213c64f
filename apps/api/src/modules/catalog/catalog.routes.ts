import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productListQuerySchema,
  productSchema,
  productWithReviewsSchema,
  reviewCreatedSchema,
  reviewInputSchema,
  reviewSchema,
} from '@mavazi/shared/catalog.schemas';
import {
  errorSchema,
  idParamsSchema,
  pageQuerySchema,
  type PageQuery,
} from '@mavazi/shared/common.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import { productFacetsSchema } from '@mavazi/shared/catalog-facets.schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth';
import type { Fresh } from '../../plugins/read-cache';
import {
  browseProducts,
  getProductWithReviews,
  productFacets,
  shopperAnswerLifetimeMs,
} from './catalog.service';
import { submitBuyerReview } from '../../flows/submit-review';
import { reviewsOfProduct } from './reviews.service';
import { forgetProductVocabulary } from './search-vocabulary';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // The typo-correction words are kept and forgotten like the read cache's answers.
  app.readCache.onClear(forgetProductVocabulary);
  const search = { vocabularyMaxAgeMs: app.readCache.ttlMs };
  /** A shopper answer is kept no longer than until the next scheduled product goes on sale. */
  const untilNextPublish = async (produce: () => Promise<Fresh>): Promise<Fresh> => {
    const [fresh, maxAgeMs] = await Promise.all([produce(), shopperAnswerLifetimeMs(app.deps)]);
    return { ...fresh, maxAgeMs };
  };

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'List products',
        description:
          'Products ordered by id, or by `sort`. Without parameters the whole catalog is returned. ' +
          '`q` matches names and descriptions (name matches first); a `q` matching nothing is tried ' +
          'again with misspelt words corrected, named in the X-Search-Corrected header (URI-encoded). ' +
          'The X-Total-Count header holds the number of products matching the filters, ignoring limit and offset.',
        querystring: productListQuerySchema,
        response: { 200: z.array(productSchema), 400: errorSchema },
      },
    },
    (request, reply) =>
      app.readCache.send(request, reply, () =>
        untilNextPublish(async () => {
          const page = await browseProducts(app.deps, request.query, search);
          const headers: Record<string, string> = { 'X-Total-Count': String(page.total) };
          if (page.corrected !== null)
            headers['X-Search-Corrected'] = encodeURIComponent(page.corrected);
          return { payload: page.items, headers };
        }),
      ),
  );

  app.get(
    '/products/facets',
    {
      schema: {
        tags: ['catalog'],
        summary: 'What the filters may offer for the products matching these filters',
        description:
          'Takes the filters of GET /products (limit, offset and sort are ignored). `sizes` counts the ' +
          'products with each size in stock, ignoring `size` itself so the other sizes stay on offer.',
        querystring: productListQuerySchema,
        response: { 200: productFacetsSchema, 400: errorSchema },
      },
    },
    (request, reply) =>
      app.readCache.send(request, reply, () =>
        untilNextPublish(async () => ({
          payload: await productFacets(app.deps, request.query, search),
        })),
      ),
  );

  app.get(
    '/product/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product with its reviews (newest first)',
        params: idParamsSchema,
        response: { 200: productWithReviewsSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    (request, reply) =>
      app.readCache.send(request, reply, () =>
        untilNextPublish(async () => ({
          payload: await getProductWithReviews(app.deps, request.params.id),
        })),
      ),
  );

  const reviewsQuerySchema = pageQuerySchema(LIMITS.reviewsPageSize);
  const listReviewsOptions = {
    schema: {
      tags: ['catalog'],
      summary:
        "A product's reviews, newest first (paged; X-Total-Count holds the number of reviews)",
      params: idParamsSchema,
      querystring: reviewsQuerySchema,
      response: { 200: z.array(reviewSchema), 400: errorSchema, 404: errorSchema },
    },
  };
  const listReviews = async (
    request: FastifyRequest<{ Params: { id: number }; Querystring: PageQuery }>,
    reply: FastifyReply,
  ) =>
    app.readCache.send(request, reply, () =>
      untilNextPublish(async () => {
        const page = await reviewsOfProduct(app.deps, request.params.id, request.query);
        return { payload: page.items, headers: { 'X-Total-Count': String(page.total) } };
      }),
    );
  app.get('/product/:id/reviews', listReviewsOptions, listReviews);
  // The spec's client reads reviews from this shorter path too.
  app.get('/:id/reviews', listReviewsOptions, listReviews);

  app.post(
    '/product/:id/reviews',
    {
      // onRequest: a caller without a valid token gets 401 before any body validation.
      onRequest: app.authenticate,
      schema: {
        tags: ['catalog'],
        summary: 'Review a product as the signed-in user',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        body: reviewInputSchema,
        response: {
          201: reviewCreatedSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const review = await submitBuyerReview(
        app.deps,
        request.params.id,
        currentUser(request),
        request.body,
      );
      return reply.status(201).send({ message: 'Review submitted successfully', review });
    },
  );
};
