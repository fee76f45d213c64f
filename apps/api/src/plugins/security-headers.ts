import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer hands out a token or an account secret: never store it in any cache. */
    noStore?: boolean;
  }
  interface FastifyInstance {
    /** The headers helmet sets on every answer, built once (cached reads send them as they are). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

/** Strict headers for every answer; CORS stays closed unless CORS_ORIGINS lists origins. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  // Signed-in answers (any bearer token), the admin area and token answers stay out of caches,
  // shared proxies and the browser's back-forward cache alike.
  app.addHook('onSend', async (request, reply) => {
    if (
      request.headers.authorization !== undefined ||
      request.url.startsWith('/api/admin/') ||
      request.routeOptions.config.noStore
    ) {
      reply.header('Cache-Control', 'no-store');
    }
  });
  const { storage } = app.config;
  // Photos in a bucket come from its address, which may be plain http on a private network.
  const photoOrigins = storage.kind === 's3' ? [new URL(storage.publicUrl).origin] : [];
  // Built once: @fastify/helmet rebuilt the middleware (and re-parsed the CSP) on every request.
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-toastify injects its stylesheet at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Admins may point a product image at any https address.
        imgSrc: ["'self'", 'data:', 'https:', ...photoOrigins],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // helmet sets the same headers on every answer: collected once from a stand-in response.
  const fixed: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: unknown) => {
      fixed[name] = String(value);
    },
    removeHeader: () => undefined,
  };
  applyHelmet({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  app.decorate('securityHeaders', fixed);
  app.addHook('onRequest', (request, reply, done) => {
    applyHelmet(request.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined));
  });
  if (app.config.corsOrigins.length > 0) {
    const allowed = new Set(app.config.corsOrigins);
    await app.register(cors, {
      // false (not just a missing Allow-Origin) leaves a stranger's preflight without any CORS header.
      origin: (origin, callback) =>
        callback(null, origin !== undefined && (allowed.has('*') || allowed.has(origin))),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: ['X-Total-Count', 'Retry-After', 'ETag'],
    });
  }
});
