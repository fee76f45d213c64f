import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document comes from the routes' zod schemas: /api/openapi.json and a page at /api/docs,
 * public outside production, staff only in it (PUBLIC_API_DOCS overrides).
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Mavazi API',
        description: 'Online fashion store for shoppers in Kenya (prices in KES).',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // In production the map of every route is for staff only, unless PUBLIC_API_DOCS=true.
  const guard = async (request: FastifyRequest): Promise<void> => {
    if (!app.config.publicApiDocs) await app.requireAdmin(request);
  };
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiHooks: { onRequest: guard },
  });
  app.get('/api/openapi.json', { schema: { hide: true }, onRequest: guard }, async () =>
    app.swagger(),
  );
});
