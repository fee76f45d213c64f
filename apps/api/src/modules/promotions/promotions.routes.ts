import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const promotionsRoutes: FastifyPluginAsyncZod = async (_app) => {
  // Routes land here.
};
