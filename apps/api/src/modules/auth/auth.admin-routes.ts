import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginBodySchema, authResponseSchema } from '@mavazi/shared/auth.schemas';
import { errorSchema } from '@mavazi/shared/common.schemas';
import { toUserDto } from '../users/user-dto';
import { loginAdmin } from './auth.service';

export const authAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/login',
    {
      config: { noStore: true },
      schema: {
        tags: ['admin'],
        summary: 'Admin sign-in with username and password',
        body: adminLoginBodySchema,
        response: { 200: authResponseSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const user = await loginAdmin(app.deps, request.body, request.ip);
      return { access_token: app.issueAccessToken(user, 'admin'), user: toUserDto(user) };
    },
  );
};
