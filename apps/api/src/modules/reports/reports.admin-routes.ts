import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@mavazi/shared/common.schemas';
import {
  lowStockQuerySchema,
  lowStockReportSchema,
  productReportQuerySchema,
  productSalesSchema,
  salesReportQuerySchema,
  salesReportRowSchema,
} from '@mavazi/shared/reports.schemas';
import { bestSellers, buildSalesReport, slowMovers } from '../../flows/build-sales-report';
import { readLowStock } from '../../flows/read-low-stock';
import { salesReportCsv } from './reports-csv';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** Money reports for the owner and managers (money.manage): money received, products, stock. */
export const reportsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['admin', 'reports'], security: [{ bearerAuth: [] }] };
  const config = { permission: 'money.manage' } as const;

  app.get(
    '/admin/reports/sales',
    {
      config,
      schema: {
        ...common,
        summary:
          'Money received in a range of Kenyan days (Paid orders by the day paid, refunds by the day completed), grouped by day, product, category, county or payment method; every day of the range when by day',
        querystring: salesReportQuerySchema,
        response: { 200: z.array(salesReportRowSchema), ...errors },
      },
    },
    async (request) => {
      const { from, to, group_by } = request.query;
      return (await buildSalesReport(app.deps.db, { from, to, groupBy: group_by })).rows;
    },
  );

  app.get(
    '/admin/reports/sales.csv',
    {
      config,
      schema: {
        ...common,
        summary: 'The sales report as CSV, with a Total row',
        querystring: salesReportQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { from, to, group_by } = request.query;
      const report = await buildSalesReport(app.deps.db, { from, to, groupBy: group_by });
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="sales-${from}-to-${to}-by-${group_by}.csv"`,
        )
        .send(salesReportCsv(report.rows, report.total));
    },
  );

  app.get(
    '/admin/reports/best-sellers',
    {
      config,
      schema: {
        ...common,
        summary: 'The products that sold most units in paid orders of the range',
        querystring: productReportQuerySchema,
        response: { 200: z.array(productSalesSchema), ...errors },
      },
    },
    async (request) => {
      const { from, to, limit } = request.query;
      return bestSellers(app.deps.db, { from, to }, limit);
    },
  );

  app.get(
    '/admin/reports/slow-movers',
    {
      config,
      schema: {
        ...common,
        summary:
          'Products on sale with stock that sold fewest units in the range, most stock first',
        querystring: productReportQuerySchema,
        response: { 200: z.array(productSalesSchema), ...errors },
      },
    },
    async (request) => {
      const { from, to, limit } = request.query;
      return slowMovers(app.deps.db, { from, to }, limit);
    },
  );

  app.get(
    '/admin/reports/low-stock',
    {
      config,
      schema: {
        ...common,
        summary: 'Sizes (or products without sizes) at or below LOW_STOCK_THRESHOLD, fewest first',
        querystring: lowStockQuerySchema,
        response: { 200: lowStockReportSchema, ...errors },
      },
    },
    async (request) => readLowStock(app.deps.db, app.config.lowStockThreshold, request.query.limit),
  );
};
