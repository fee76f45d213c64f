import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  registerBodySchema,
  updateUserBodySchema,
  userMessageResponseSchema,
  userSchema,
} from '@mavazi/shared/auth.schemas';
import { errorSchema } from '@mavazi/shared/common.schemas';
import { currentUser } from '../../plugins/auth';
import { toUserDto } from './user-dto';
import { registerUser, updateProfile } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a shopper account (is_admin and other extra fields are ignored)',
        body: registerBodySchema,
        response: {
          201: userMessageResponseSchema,
          400: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await registerUser(app.deps, request.body, request.ip);
      return reply.status(201).send({ message: 'Registration successful', user: toUserDto(user) });
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
        summary: "Update the signed-in user's profile",
        security: [{ bearerAuth: [] }],
        body: updateUserBodySchema,
        response: {
          200: userMessageResponseSchema,
          400: errorSchema,
          401: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const user = await updateProfile(app.deps, currentUser(request), request.body);
      return { message: 'Profile updated successfully', user: toUserDto(user) };
    },
  );
};
