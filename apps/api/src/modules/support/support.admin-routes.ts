import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const supportAdminRoutes: FastifyPluginAsyncZod = async (_app) => {
  // Routes land here.
};
