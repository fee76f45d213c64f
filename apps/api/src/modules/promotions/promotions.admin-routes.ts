import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const promotionsAdminRoutes: FastifyPluginAsyncZod = async (_app) => {
  // Routes land here.
};
