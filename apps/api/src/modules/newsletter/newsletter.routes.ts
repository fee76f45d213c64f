import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, messageSchema } from '@mavazi/shared/common.schemas';
import {
  NEWSLETTER_CHECK_MAIL_TEXT,
  newsletterSubscribeBodySchema,
  newsletterTokenBodySchema,
} from '@mavazi/shared/newsletter.schemas';
import { subscribeToNewsletter } from '../../flows/subscribe-newsletter';
import {
  confirmNewsletter,
  findUnsubscribeLink,
  unsubscribeByLink,
  unsubscribeNewsletter,
} from './newsletter.service';
import { unsubscribePage } from './newsletter.page';

/** An RFC 8058 body is one short field; a page's form sends the same. */
const ONE_CLICK_BODY_LIMIT = 1024;

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['newsletter'] };
  // Mail clients' one-click POST is a form (RFC 8058: urlencoded or multipart); the token is in the URL.
  await app.register(formbody, { bodyLimit: ONE_CLICK_BODY_LIMIT });
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
    (_request, _body, done) => done(null, {}),
  );

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

  const oneClick = {
    config: { noStore: true },
    schema: {
      ...common,
      querystring: z.object({ token: z.string().max(512).default('') }),
      // An unknown link answers a 400 page; a malformed request the usual {error, code}.
      response: { 200: z.string(), 400: z.union([z.string(), errorSchema]) },
    },
  };

  app.get(
    '/newsletter/one-click-unsubscribe',
    {
      ...oneClick,
      schema: {
        ...oneClick.schema,
        summary:
          'The unsubscribe link of every newsletter mail: a plain HTML page whose button unsubscribes (opening it changes nothing; no sign-in, no JavaScript)',
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const link = await findUnsubscribeLink(app.deps, token);
      reply.type('text/html; charset=utf-8');
      if (!link) return reply.status(400).send(unsubscribePage('en', { kind: 'invalid' }));
      const actionUrl = `/api/newsletter/one-click-unsubscribe?token=${encodeURIComponent(token)}`;
      return unsubscribePage(link.language, { kind: 'ask', email: link.email, actionUrl });
    },
  );

  app.post(
    '/newsletter/one-click-unsubscribe',
    {
      ...oneClick,
      schema: {
        ...oneClick.schema,
        summary:
          "RFC 8058 one-click unsubscribe (List-Unsubscribe-Post) and the page's button: idempotent, answers a plain HTML page",
        body: z.object({ 'List-Unsubscribe': z.string().max(40).optional() }).nullish(),
      },
    },
    async (request, reply) => {
      const done = await unsubscribeByLink(app.deps, request.query.token);
      reply.type('text/html; charset=utf-8');
      if (!done) return reply.status(400).send(unsubscribePage('en', { kind: 'invalid' }));
      return unsubscribePage(done.language, { kind: 'done', email: done.email });
    },
  );
};
