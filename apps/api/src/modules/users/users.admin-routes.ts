import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const usersAdminRoutes: FastifyPluginAsyncZod = async (_app) => {
  // Routes land here.
};
