import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSchema } from '@mavazi/shared/auth.schemas';
import { errorSchema, pageQuerySchema } from '@mavazi/shared/common.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import { toUserDto } from './user-dto';
import { listAllUsers } from './users.service';
import { sendPage } from '../../lib/paging';

export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/users',
    {
      config: { permission: 'customers.read' },
      schema: {
        tags: ['admin'],
        summary: 'Accounts, oldest first (paged; X-Total-Count holds the number of accounts)',
        security: [{ bearerAuth: [] }],
        querystring: pageQuerySchema(LIMITS.adminPageSize),
        response: {
          200: z.array(userSchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const page = await listAllUsers(app.deps, request.query);
      return sendPage(reply, page).map(toUserDto);
    },
  );
};
