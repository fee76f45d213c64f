import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  emailRestoredResponseSchema,
  emailUndoParamsSchema,
  passwordChangedResponseSchema,
  registerBodySchema,
  updateUserRequestSchema,
  registerResponseSchema,
  userMessageResponseSchema,
  userSchema,
  verifyEmailBodySchema,
  verifyEmailResponseSchema,
} from '@mavazi/shared/auth.schemas';
import { errorSchema, messageSchema } from '@mavazi/shared/common.schemas';
import { currentUser } from '../../plugins/auth';
import { toUserDto } from './user-dto';
import {
  changePassword,
  EMAIL_RESTORED,
  PASSWORD_CHANGED,
  undoEmailChange,
  updateProfile,
} from './account.service';
import { resendVerificationLink } from './email-verification.service';
import { verifyEmailLinkingGuestOrders } from '../../flows/link-guest-orders';
import { registerUser } from './users.service';
import { optOutOfMarketing } from './marketing.service';
import { z } from 'zod';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a shopper account (is_admin and other extra fields are ignored)',
        body: registerBodySchema,
        response: {
          201: registerResponseSchema,
          400: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await registerUser(app.deps, request.body, request.ip);
      // Signed in at once: the token as POST /login gives it, beside the first edition's fields.
      return reply.status(201).send({
        message: 'Registration successful',
        user: toUserDto(user),
        access_token: app.issueAccessToken(user, 'shop'),
      });
    },
  );

  app.get(
    '/current_user',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: userSchema, 401: errorSchema },
      },
    },
    async (request) => toUserDto(currentUser(request)),
  );

  app.put(
    '/update_user',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary:
          "Update the signed-in user's profile; a new email needs current_password and is reported to the old address",
        security: [{ bearerAuth: [] }],
        body: updateUserRequestSchema,
        response: {
          200: userMessageResponseSchema,
          400: errorSchema,
          401: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const user = await updateProfile(app.deps, currentUser(request), request.body);
      return { message: 'Profile updated successfully', user: toUserDto(user) };
    },
  );

  app.put(
    '/account/password',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary:
          'Change the password with the current one; ends every other session and answers with a new token for this one',
        security: [{ bearerAuth: [] }],
        body: changePasswordBodySchema,
        response: {
          200: passwordChangedResponseSchema,
          400: errorSchema,
          401: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const user = await changePassword(app.deps, currentUser(request), request.body);
      return {
        message: PASSWORD_CHANGED,
        access_token: app.issueAccessToken(user, request.user.aud ?? 'shop'),
      };
    },
  );

  app.post(
    '/account/email/undo/:token',
    {
      config: { noStore: true },
      schema: {
        tags: ['users'],
        summary:
          'Put back the email an email change replaced (link mailed to the old address, 24 h, once); ends every session',
        params: emailUndoParamsSchema,
        response: { 200: emailRestoredResponseSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const { email, resetToken } = await undoEmailChange(app.deps, request.params.token);
      return { message: EMAIL_RESTORED, email, reset_token: resetToken };
    },
  );

  app.post(
    '/verify-email',
    {
      config: { noStore: true },
      schema: {
        tags: ['users'],
        summary:
          'Verify the account email with the token of the mailed link /verify-email?token=... (48 h, once)',
        body: verifyEmailBodySchema,
        response: { 200: verifyEmailResponseSchema, 400: errorSchema },
      },
    },
    async (request) => ({
      message: await verifyEmailLinkingGuestOrders(app.deps, request.body.token),
      email_verified: true as const,
    }),
  );

  app.post(
    '/verify-email/resend',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Mail the signed-in user a new verification link (rate limited per account)',
        security: [{ bearerAuth: [] }],
        response: { 200: messageSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => ({
      message: await resendVerificationLink(app.deps, currentUser(request)),
    }),
  );

  const optOut = {
    config: { noStore: true },
    schema: {
      tags: ['users'],
      summary:
        "One-click opt-out of marketing from a marketing mail's link (no sign-in; GET for mail clients, POST for forms)",
      querystring: z.object({ token: z.string().trim().min(1).max(200) }),
      response: { 200: messageSchema, 400: errorSchema },
    },
  };
  app.get('/marketing/opt-out', optOut, async (request) => ({
    message: await optOutOfMarketing(app.deps, request.query.token),
  }));
  app.post('/marketing/opt-out', optOut, async (request) => ({
    message: await optOutOfMarketing(app.deps, request.query.token),
  }));
};
