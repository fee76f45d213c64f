import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminProductListItemSchema,
  adminProductListQuerySchema,
  bulkInputSchema,
  bulkResultSchema,
  IMPORT_BYTES_MAX,
  importQuerySchema,
  importResultSchema,
  stockAdjustmentInputSchema,
  stockAdjustmentResultSchema,
  stockMovementSchema,
  stockMovementsQuerySchema,
} from '@mavazi/shared/catalog-ops.schemas';
import { errorSchema } from '@mavazi/shared/common.schemas';
import { importProducts } from '../../flows/import-products';
import { badRequest, HttpError } from '../../lib/http-error';
import { sendPage } from '../../lib/paging';
import { auditActor } from '../audit/audit-actor';
import { browseAdminProducts, bulkEditProducts } from './catalog-ops.service';
import { exportProductsCsv } from './product-csv.service';
import { adjustStock, browseStockMovements } from './stock.service';

const adminErrors = { 401: errorSchema, 403: errorSchema } as const;
const IMPORT_TEXT = 'Send the CSV as multipart/form-data in a field named "file"';

/** Catalog operations for staff (API.md, third edition): list, stock ledger, CSV, bulk edits. */
export const catalogOpsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/products',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags: ['admin'],
        summary: 'Every product for staff, newest first (paged, X-Total-Count)',
        security: [{ bearerAuth: [] }],
        querystring: adminProductListQuerySchema,
        response: { 200: z.array(adminProductListItemSchema), 400: errorSchema, ...adminErrors },
      },
    },
    async (request, reply) => sendPage(reply, await browseAdminProducts(app.deps, request.query)),
  );

  app.post(
    '/admin/stock/adjustments',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags: ['admin'],
        summary: 'Restock, count or write off stock: every line or none',
        description:
          'Each line gives `delta` (units added; damaged ones always leave) or `set` (the stock counted). ' +
          'Each change is a stock movement; one audit row per product.',
        security: [{ bearerAuth: [] }],
        body: stockAdjustmentInputSchema,
        response: {
          201: stockAdjustmentResultSchema,
          400: errorSchema,
          ...adminErrors,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const movements = await adjustStock(app.deps, request.body, auditActor(request));
      return reply.status(201).send({ movements });
    },
  );

  app.get(
    '/admin/stock/movements',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags: ['admin'],
        summary: 'The stock ledger, newest first (paged, X-Total-Count)',
        security: [{ bearerAuth: [] }],
        querystring: stockMovementsQuerySchema,
        response: { 200: z.array(stockMovementSchema), 400: errorSchema, ...adminErrors },
      },
    },
    async (request, reply) => sendPage(reply, await browseStockMovements(app.deps, request.query)),
  );

  app.get(
    '/admin/products/export.csv',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags: ['admin'],
        summary: 'Every product as CSV, one row per size (UTF-8 with BOM)',
        security: [{ bearerAuth: [] }],
        produces: ['text/csv'],
        response: { 200: z.unknown().describe('CSV text, streamed'), ...adminErrors },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="mavazi-products-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(exportProductsCsv(app.deps.db));
    },
  );

  app.post(
    '/admin/products/import',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags: ['admin'],
        summary: 'Import products from CSV (as exported); dry_run=true only checks',
        description:
          'multipart/form-data with the CSV (at most 5 MB) in `file`. Rows match sizes by `sku`, then ' +
          'products by `product_id`; rows without either add products. With any error nothing is written.',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        querystring: importQuerySchema,
        response: {
          200: importResultSchema,
          400: errorSchema,
          ...adminErrors,
          409: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', IMPORT_TEXT);
      const part = await request.file({ limits: { fileSize: IMPORT_BYTES_MAX, files: 1 } });
      if (!part || part.fieldname !== 'file')
        throw badRequest('VALIDATION_FAILED', IMPORT_TEXT, { file: IMPORT_TEXT });
      const csv = await part.toBuffer();
      if (csv.length === 0)
        throw badRequest('VALIDATION_FAILED', 'The file is empty', { file: 'The file is empty' });
      return importProducts(app.deps, csv, {
        dryRun: request.query.dry_run === 'true',
        actor: auditActor(request),
      });
    },
  );

  app.post(
    '/admin/products/bulk',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags: ['admin'],
        summary: 'One action on many products; one audit row per product changed',
        description:
          '`set_price_percent` (value -90..1000, e.g. -20 for 20% off; sizes with their own price ' +
          'follow), `set_status` (active, draft, or scheduled with `publish_at`), `set_compare_at` (KES above every chosen price, ' +
          'or null), `add_to_collection` (a collection slug) and `delete`.',
        security: [{ bearerAuth: [] }],
        body: bulkInputSchema,
        response: { 200: bulkResultSchema, 400: errorSchema, ...adminErrors },
      },
    },
    async (request) => bulkEditProducts(app.deps, request.body, auditActor(request)),
  );
};
