import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLoginBodySchema,
  authResponseSchema,
  changePasswordBodySchema,
  passwordChangedResponseSchema,
} from '@mavazi/shared/auth.schemas';
import { errorSchema } from '@mavazi/shared/common.schemas';
import {
  adminMeSchema,
  totpConfirmBodySchema,
  totpConfirmedSchema,
  totpSetupSchema,
} from '@mavazi/shared/staff.schemas';
import { permissionsOf } from '@mavazi/shared/staff';
import { currentUser, staffRoleOf } from '../../plugins/auth';
import { forbidden } from '../../lib/http-error';
import { auditActor } from '../audit/audit-actor';
import { changePassword } from './account.service';
import { toUserDto } from './user-dto';
import { loginAdmin } from './auth.service';
import { confirmTotpSetup, startTotpSetup } from './two-factor.service';

const PASSWORD_CHANGED = 'Password changed. Other sessions were signed out.';

export const authAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/login',
    {
      config: { noStore: true },
      schema: {
        tags: ['admin'],
        summary:
          'Admin sign-in with username and password, and `otp` once two-factor sign-in is on (401 OTP_REQUIRED / OTP_INVALID)',
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
      return {
        user: toUserDto(user),
        role,
        permissions: permissionsOf(role),
        totp_enabled: user.totp_enabled === 1,
        totp_required: app.deps.staff.requireTotp,
      };
    },
  );

  // A staff member's own account: no permission beyond being signed in to the admin area.
  app.post(
    '/admin/me/password',
    {
      config: { noStore: true },
      schema: {
        tags: ['admin'],
        summary:
          'Change your password with the current one; signs out every other session and answers a new token for this one',
        security: [{ bearerAuth: [] }],
        body: changePasswordBodySchema,
        response: {
          200: passwordChangedResponseSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const user = await changePassword(
        app.deps,
        currentUser(request),
        request.body,
        auditActor(request),
      );
      return { message: PASSWORD_CHANGED, access_token: app.issueAccessToken(user, 'admin') };
    },
  );

  app.post(
    '/admin/me/totp',
    {
      config: { noStore: true },
      schema: {
        tags: ['admin'],
        summary:
          'Start two-factor sign-in: a new secret for an authenticator app (on once /admin/me/totp/confirm accepts a code)',
        security: [{ bearerAuth: [] }],
        response: { 200: totpSetupSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (request) => startTotpSetup(app.deps, currentUser(request)),
  );

  app.post(
    '/admin/me/totp/confirm',
    {
      config: { noStore: true },
      schema: {
        tags: ['admin'],
        summary:
          'Turn two-factor sign-in on with a code from the app; answers single-use recovery codes, shown only now',
        security: [{ bearerAuth: [] }],
        body: totpConfirmBodySchema,
        response: {
          200: totpConfirmedSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) =>
      confirmTotpSetup(app.deps, auditActor(request), currentUser(request), request.body.code),
  );
};
