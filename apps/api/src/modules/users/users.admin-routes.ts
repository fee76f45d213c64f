import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSchema } from '@mavazi/shared/auth.schemas';
import { errorSchema } from '@mavazi/shared/common.schemas';
import { toUserDto } from './user-dto';
import { listAllUsers } from './users.service';

export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/users',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Every account, oldest first',
        security: [{ bearerAuth: [] }],
        response: { 200: z.array(userSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => (await listAllUsers(app.deps)).map(toUserDto),
  );
};
