import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  imageAltInputSchema,
  imageAltSchema,
  imageColourSchema,
  imageOrderInputSchema,
  imageParamsSchema,
  productImageSchema,
  productCreateInputSchema,
  productInputSchema,
} from '@mavazi/shared/catalog.schemas';
import { errorSchema, idParamsSchema, messageSchema } from '@mavazi/shared/common.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import { HttpError, badRequest } from '../../lib/http-error';
import { adminProductSchema, staleEditSchema } from '@mavazi/shared/catalog-ops.schemas';
import { auditActor } from '../audit/audit-actor';
import { catalogOpsAdminRoutes } from './catalog-ops.admin-routes';
import {
  createProduct,
  deleteProduct,
  loadProductDetail,
  replaceProduct,
  StaleEditError,
} from './catalog.service';
import {
  addProductImage,
  changeProductImageAlt,
  removeProductImage,
  reorderProductImages,
} from './images.service';

const adminErrors = { 401: errorSchema, 403: errorSchema } as const;

/** A product's ETag names its version: "v7". */
export const productEtag = (version: number) => `"v${version}"`;

/**
 * The version a save was read at: If-Match ("v7", W/"v7" or 7) wins over the body's `version`;
 * undefined when neither is sent (spec clients) or If-Match is "*". An unreadable tag never matches.
 */
export function expectedVersion(
  ifMatch: string | undefined,
  bodyVersion: number | undefined,
): number | undefined {
  if (ifMatch === undefined || ifMatch.trim() === '') return bodyVersion;
  if (ifMatch.trim() === '*') return undefined;
  const match = /^(?:W\/)?"?v?(\d{1,9})"?$/.exec(ifMatch.trim());
  return match ? Number(match[1]) : 0;
}

const UPLOAD_TEXT = 'Send the photo as multipart/form-data in a field named "file"';

/** The photo (field `file`), its alt text and colour (fields `alt`, `colour`, anywhere) of an upload. */
async function readImageUpload(
  request: FastifyRequest,
): Promise<{ file: Buffer; alt: string; colour: string | null }> {
  if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_TEXT);
  let file: Buffer | undefined;
  let alt = '';
  let colour: string | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // Over the size limit this throws 413 before the rest of the upload is read into memory.
      const data = await part.toBuffer();
      if (part.fieldname === 'file' && !file) file = data;
    } else if (part.fieldname === 'alt') {
      const parsed = imageAltSchema.safeParse(part.value);
      if (!parsed.success) {
        const text = parsed.error.issues[0]?.message ?? 'Invalid alt text';
        throw badRequest('VALIDATION_FAILED', `Invalid alt: ${text}`, { alt: text });
      }
      alt = parsed.data;
    } else if (part.fieldname === 'colour') {
      const parsed = imageColourSchema.safeParse(part.value);
      if (!parsed.success) {
        const text = parsed.error.issues[0]?.message ?? 'Invalid colour';
        throw badRequest('VALIDATION_FAILED', `Invalid colour: ${text}`, { colour: text });
      }
      colour = parsed.data || null;
    }
  }
  if (!file || file.length === 0)
    throw badRequest('VALIDATION_FAILED', UPLOAD_TEXT, { file: UPLOAD_TEXT });
  return { file, alt, colour };
}

export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart is parsed only by this module's routes; one photo of at most 8 MB per request.
  await app.register(multipart, {
    limits: {
      fileSize: LIMITS.imageBytesMax,
      files: 1,
      fields: 4,
      fieldSize: 4096,
      parts: 5,
    },
  });

  await app.register(catalogOpsAdminRoutes);

  app.get(
    '/admin/products/:id',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags: ['admin'],
        summary:
          'A product as the admin form edits it, drafts and scheduled ones too, with its version (also in ETag)',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: adminProductSchema, 400: errorSchema, ...adminErrors, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const product = await loadProductDetail(app.deps.db, request.params.id);
      return reply.header('ETag', productEtag(product.version)).send(product);
    },
  );

  app.post(
    '/admin/products',
    {
      config: { permission: 'catalog.write' },
      // onRequest: anonymous callers and shoppers get 401/403 before any body validation.
      schema: {
        tags: ['admin'],
        summary: 'Add a product (with its sizes and colours)',
        security: [{ bearerAuth: [] }],
        body: productCreateInputSchema,
        response: { 201: adminProductSchema, 400: errorSchema, ...adminErrors, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const product = await createProduct(app.deps, request.body, auditActor(request));
      return reply.status(201).header('ETag', productEtag(product.version)).send(product);
    },
  );

  app.put(
    '/admin/products/:id',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags: ['admin'],
        summary: 'Replace the details of a product',
        description:
          '`variants` is the full list: a variant left out is removed, or hidden when past orders name it. ' +
          'Without `variants` the product keeps the ones it has.',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        body: productInputSchema,
        response: {
          200: adminProductSchema,
          400: errorSchema,
          ...adminErrors,
          404: errorSchema,
          409: staleEditSchema,
        },
      },
    },
    async (request, reply) => {
      const expected = expectedVersion(request.headers['if-match'], request.body.version);
      try {
        const product = await replaceProduct(
          app.deps,
          request.params.id,
          request.body,
          auditActor(request),
          expected,
        );
        return reply.header('ETag', productEtag(product.version)).send(product);
      } catch (error) {
        if (!(error instanceof StaleEditError)) throw error;
        reply.header('ETag', productEtag(error.current.version));
        return reply
          .status(409)
          .send({ error: error.message, code: error.code, current: error.current });
      }
    },
  );

  app.delete(
    '/admin/products/:id',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags: ['admin'],
        summary: 'Delete a product (past orders keep their items)',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: messageSchema, 400: errorSchema, ...adminErrors, 404: errorSchema },
      },
    },
    async (request) => {
      await deleteProduct(app.deps, request.params.id, auditActor(request));
      return { message: 'Product deleted successfully' };
    },
  );

  app.post(
    '/admin/products/:id/images',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags: ['admin'],
        summary: 'Add a photo to a product',
        description:
          'multipart/form-data with the photo in `file` (JPEG, PNG or WebP by content, at most 8 MB ' +
          'and 40 megapixels) and optional `alt` text. Stored without metadata as WebP and AVIF at 320, ' +
          "480, 640, 960 and 1280 px wide (never wider than the photo); added after the product's other photos. " +
          'Optional `colour`: the variant colour the photo shows.',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: {
          201: productImageSchema,
          400: errorSchema,
          ...adminErrors,
          404: errorSchema,
          409: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { file, alt, colour } = await readImageUpload(request);
      return reply
        .status(201)
        .send(
          await addProductImage(
            app.deps,
            auditActor(request),
            request.params.id,
            file,
            alt,
            colour,
          ),
        );
    },
  );

  app.put(
    '/admin/products/:id/images/order',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags: ['admin'],
        summary: "Reorder a product's photos (the first is the product's picture)",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        body: imageOrderInputSchema,
        response: {
          200: z.array(productImageSchema),
          400: errorSchema,
          ...adminErrors,
          404: errorSchema,
        },
      },
    },
    async (request) =>
      reorderProductImages(app.deps, auditActor(request), request.params.id, request.body.ids),
  );

  app.put(
    '/admin/products/:id/images/:imageId',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags: ['admin'],
        summary: "Change a photo's alt text and colour",
        description:
          '`colour` names the variant colour the photo shows (the product page shows it when that colour is chosen); ' +
          'null or empty: every colour; absent: unchanged.',
        security: [{ bearerAuth: [] }],
        params: imageParamsSchema,
        body: imageAltInputSchema,
        response: { 200: productImageSchema, 400: errorSchema, ...adminErrors, 404: errorSchema },
      },
    },
    async (request) =>
      changeProductImageAlt(
        app.deps,
        auditActor(request),
        request.params.id,
        request.params.imageId,
        request.body,
      ),
  );

  app.delete(
    '/admin/products/:id/images/:imageId',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags: ['admin'],
        summary: 'Delete a photo of a product',
        security: [{ bearerAuth: [] }],
        params: imageParamsSchema,
        response: { 200: messageSchema, 400: errorSchema, ...adminErrors, 404: errorSchema },
      },
    },
    async (request) => {
      await removeProductImage(
        app.deps,
        auditActor(request),
        request.params.id,
        request.params.imageId,
      );
      return { message: 'Photo deleted' };
    },
  );
};
