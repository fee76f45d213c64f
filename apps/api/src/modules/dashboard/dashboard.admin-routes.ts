import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@mavazi/shared/auth.schemas';
import { errorSchema } from '@mavazi/shared/common.schemas';
import { readDashboard } from '../../flows/read-dashboard';

export const dashboardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      config: { permission: 'dashboard.read' },
      schema: {
        tags: ['admin'],
        summary:
          "Totals of products, orders and users; today's and this week's sales, orders to dispatch, payments pending, low stock and the last 30 days' sales (Kenyan days)",
        security: [{ bearerAuth: [] }],
        response: { 200: dashboardSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => readDashboard(app.deps, new Date(), app.config.lowStockThreshold),
  );
};
