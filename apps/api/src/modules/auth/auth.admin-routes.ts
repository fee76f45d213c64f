import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const authAdminRoutes: FastifyPluginAsyncZod = async (_app) => {
  // Routes land here.
};
