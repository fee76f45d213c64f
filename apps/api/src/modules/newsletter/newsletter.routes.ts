import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '@mavazi/shared/common.schemas';
import {
  NEWSLETTER_CHECK_MAIL_TEXT,
  newsletterSubscribeBodySchema,
  newsletterTokenBodySchema,
} from '@mavazi/shared/newsletter.schemas';
import { subscribeToNewsletter } from '../../flows/subscribe-newsletter';
import { confirmNewsletter, unsubscribeNewsletter } from './newsletter.service';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['newsletter'] };

  app.post(
    '/newsletter/subscribe',
    {
      schema: {
        ...common,
        summary:
          'Ask for the newsletter: a double opt-in link is mailed (48 h, single use); the answer is the same for every address',
        body: newsletterSubscribeBodySchema,
        response: { 202: messageSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await subscribeToNewsletter(app.deps, request.body, request.ip);
      return reply.status(202).send({ message: NEWSLETTER_CHECK_MAIL_TEXT });
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      config: { noStore: true },
      schema: {
        ...common,
        summary:
          "The mailed link's token: the address is subscribed, consent stamped with the time",
        body: newsletterTokenBodySchema,
        response: { 200: messageSchema, 400: errorSchema },
      },
    },
    async (request) => ({ message: await confirmNewsletter(app.deps, request.body.token) }),
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      config: { noStore: true },
      schema: {
        ...common,
        summary: 'One-click unsubscribe from the link in every newsletter mail (no sign-in)',
        body: newsletterTokenBodySchema,
        response: { 200: messageSchema, 400: errorSchema },
      },
    },
    async (request) => ({ message: await unsubscribeNewsletter(app.deps, request.body.token) }),
  );
};
