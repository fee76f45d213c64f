import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { FastReads } from '../lib/fast-reads';
import { readCachePlugin } from './read-cache';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A bare app with the read cache and one cached route that takes `computeMs` and is true for `maxAgeMs`. */
async function cachedRoute(computeMs: number, maxAgeMs: number) {
  const app = Fastify();
  app.decorate(
    'config',
    parseConfig({ NODE_ENV: 'test', CATALOG_CACHE_TTL_MS: '60000' }, { server: false }),
  );
  app.decorate('securityHeaders', {});
  app.decorate('fastReads', new FastReads({ requestId: () => 'test' }));
  await app.register(readCachePlugin);
  let computed = 0;
  app.get('/answer', (request, reply) =>
    app.readCache.send(request, reply, async () => {
      computed += 1;
      await sleep(computeMs);
      return { payload: { computed }, maxAgeMs };
    }),
  );
  await app.ready();
  return { app, computations: () => computed };
}

describe('read cache: an answer true for a while', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('is kept for its bound less the time it took to compute', async () => {
    // True for 150 ms, 200 ms of which went into computing it: already stale when done, never kept.
    const slow = await cachedRoute(200, 150);
    app = slow.app;
    await app.inject('/answer');
    await app.inject('/answer');
    expect(slow.computations()).toBe(2);
  });

  it('is kept while its bound lasts', async () => {
    const quick = await cachedRoute(10, 60_000);
    app = quick.app;
    await app.inject('/answer');
    const again = await app.inject('/answer');
    expect(quick.computations()).toBe(1);
    expect(again.json()).toEqual({ computed: 1 });
  });
});
