import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  loginBodySchema,
  requestResetBodySchema,
  resetPasswordBodySchema,
  resetTokenParamsSchema,
} from '@mavazi/shared/auth.schemas';
import { errorSchema, messageSchema } from '@mavazi/shared/common.schemas';
import { toUserDto } from './user-dto';
import { createAuthHousekeeping } from './auth-housekeeping';
import { loginShopper, logout } from './auth.service';
import {
  RESET_DONE,
  RESET_REQUESTED,
  requestPasswordReset,
  resetPassword,
} from './password-reset.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const purgeIfDue = createAuthHousekeeping(app.db, app.log);

  app.post(
    '/login',
    {
      config: { noStore: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginBodySchema,
        response: { 200: authResponseSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const user = await loginShopper(app.deps, request.body, request.ip);
      await purgeIfDue();
      return { access_token: app.issueAccessToken(user, 'shop'), user: toUserDto(user) };
    },
  );

  app.delete(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the bearer token at once',
        security: [{ bearerAuth: [] }],
        response: { 200: messageSchema, 401: errorSchema },
      },
    },
    async (request) => {
      await logout(app.deps, request.user);
      await purgeIfDue();
      return { message: 'Logged out successfully' };
    },
  );

  app.post(
    '/request-reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a single-use password reset link (same answer for unknown emails)',
        body: requestResetBodySchema,
        response: { 200: messageSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(app.deps, request.body.email, request.ip);
      return { message: RESET_REQUESTED };
    },
  );

  app.post(
    '/reset-password/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a mailed reset link; ends all existing sessions',
        params: resetTokenParamsSchema,
        body: resetPasswordBodySchema,
        response: { 200: messageSchema, 400: errorSchema },
      },
    },
    async (request) => {
      await resetPassword(app.deps, request.params.token, request.body.password);
      return { message: RESET_DONE };
    },
  );
};
