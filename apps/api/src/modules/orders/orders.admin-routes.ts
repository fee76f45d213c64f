import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const ordersAdminRoutes: FastifyPluginAsyncZod = async (_app) => {
  // Routes land here.
};
