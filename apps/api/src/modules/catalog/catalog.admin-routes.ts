import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const catalogAdminRoutes: FastifyPluginAsyncZod = async (_app) => {
  // Routes land here.
};
