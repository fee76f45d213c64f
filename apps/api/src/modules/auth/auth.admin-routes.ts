import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginBodySchema, authResponseSchema } from '@mavazi/shared/auth.schemas';
import { errorSchema } from '@mavazi/shared/common.schemas';
import { adminMeSchema } from '@mavazi/shared/staff.schemas';
import { permissionsOf } from '@mavazi/shared/staff';
import { currentUser, staffRoleOf } from '../../plugins/auth';
import { forbidden } from '../../lib/http-error';
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

  // Every staff member may ask who they are; the admin web app builds its menu from the answer.
  app.get(
    '/admin/me',
    {
      config: { noStore: true },
      schema: {
        tags: ['admin'],
        summary: 'The signed-in staff member, their role and permissions',
        security: [{ bearerAuth: [] }],
        response: { 200: adminMeSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const role = staffRoleOf(user);
      if (!role) throw forbidden('Admin access required');
      return { user: toUserDto(user), role, permissions: permissionsOf(role) };
    },
  );
};
