import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { PreparedAnswer } from '../lib/fast-reads';
import {
  COMPRESS_MIN_BYTES,
  compressedBody,
  etagMatches,
  negotiatedEncoding,
  weakEtagOf,
} from '../lib/http-cache';

/** A serialized answer with the compressed forms made so far. */
interface Entry {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  maxAgeMs?: number;
  br?: Buffer;
  gzip?: Buffer;
  /** Everything the fast path writes, built on its first use. */
  prepared?: PreparedAnswer;
}

/** What a cached route computes on a miss: the payload (serialized by the route's schema) and headers. */
export interface Fresh {
  payload: unknown;
  headers?: Record<string, string>;
  /** The answer is true for at most this long (a scheduled product goes on sale then); 0: never keep it. */
  maxAgeMs?: number;
}

export interface ReadCache {
  /** Answers from memory, or computes, serializes and keeps the answer; handles If-None-Match and compression. */
  send(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<Fresh>): Promise<void>;
  /** Forgets every kept answer (any write in this process calls it). */
  clear(): void;
  /** Runs `forget` on every clear: other catalog caches (the search vocabulary) go with the answers. */
  onClear(forget: () => void): void;
  /** How long an answer is kept (CATALOG_CACHE_TTL_MS): another process's writes show within it. */
  readonly ttlMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

/** Bodies kept, in all their forms, at most (an LRU drops the least used beyond it). */
const MAX_BYTES = 48 * 1024 * 1024;
/** A bigger answer (the whole list at 100,000 products) is computed each time instead. */
const MAX_ENTRY_BYTES = 8 * 1024 * 1024;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Routes whose successful writes can change what the catalog shows: staff writes (products, stock,
 * orders that return stock), reviews, checkout and payments (stock and sold-out state).
 */
const CATALOG_WRITE_ROUTES = [
  /^\/api\/admin\//,
  /^\/api\/product\//,
  /^\/api\/checkout$/,
  /^\/api\/orders\//,
];

/** A write that reached a catalog-changing route and succeeded; a 404 or a refusal changes nothing. */
export function changesCatalog(request: FastifyRequest, statusCode: number): boolean {
  if (!WRITE_METHODS.has(request.method) || statusCode >= 400) return false;
  // Unmatched addresses (the 404 handler) have no route url.
  const route = request.routeOptions.url;
  return route !== undefined && CATALOG_WRITE_ROUTES.some((pattern) => pattern.test(route));
}

function sizeOf(entry: Entry): number {
  return entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0) + 200;
}

/** The route, its path parameters and its validated query, with keys in a fixed order. */
function keyOf(request: FastifyRequest): string {
  const sorted = (value: unknown) =>
    value && typeof value === 'object'
      ? Object.entries(value)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : 1))
      : [];
  return JSON.stringify([request.routeOptions.url, sorted(request.params), sorted(request.query)]);
}

/**
 * Catalog reads kept serialized in memory, per process (docs/decisions/016-catalog-read-cache.md).
 * Every successful catalog write in this process clears them once its answer is ready (its
 * transaction has ended); a refused write or one to an unknown address never does. Another
 * process's writes are seen within `ttlMs`. An answer computed while a write happened is not
 * kept, so a read that started before a commit never outlives it.
 */
export const readCachePlugin = fp(async (app: FastifyInstance) => {
  const ttlMs = app.config.catalogCacheTtlMs;
  const entries = new LRUCache<string, Entry>({
    maxSize: MAX_BYTES,
    maxEntrySize: MAX_ENTRY_BYTES,
    sizeCalculation: sizeOf,
    ttl: Math.max(ttlMs, 1),
    ttlAutopurge: false,
  });
  let generation = 0;
  const listeners: Array<() => void> = [];
  const clear = () => {
    generation += 1;
    entries.clear();
    for (const forget of listeners) forget();
  };

  /** Answers with a kept entry: 304, or the body in the encoding the client prefers. */
  const respond = (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    entry: Entry,
  ): FastifyReply => {
    reply.headers(entry.headers);
    reply.header('ETag', entry.etag);
    // Browsers keep the answer but ask every time (If-None-Match): an edit shows on the next load.
    reply.header('Cache-Control', 'no-cache');
    // Added to what is there (CORS varies by Origin).
    const vary = reply.getHeader('vary');
    reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    reply.type('application/json; charset=utf-8');
    if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    const encoding = negotiatedEncoding(request.headers['accept-encoding'], entry.body.length);
    if (encoding) {
      const bytes = compressedBody(entry, encoding);
      // The compressed form counts against the cache's size from now on; the entry keeps its age.
      if (entries.peek(key) === entry) entries.set(key, entry, { noUpdateTTL: true });
      reply.header('Content-Encoding', encoding);
      return reply.send(bytes);
    }
    return reply.send(entry.body);
  };

  /** Answers being computed: requests for the same key meanwhile wait for that one computation. */
  const computing = new Map<string, { generation: number; entry: Promise<Entry> }>();

  const compute = async (reply: FastifyReply, produce: () => Promise<Fresh>): Promise<Entry> => {
    const fresh = await produce();
    const body = Buffer.from(reply.serialize(fresh.payload) as string);
    return { body, etag: weakEtagOf(body), headers: fresh.headers ?? {}, maxAgeMs: fresh.maxAgeMs };
  };

  const send: ReadCache['send'] = async (request, reply, produce) => {
    const key = keyOf(request);
    let entry = ttlMs > 0 ? entries.get(key) : undefined;
    if (!entry) {
      const running = computing.get(key);
      if (running && running.generation === generation) {
        entry = await running.entry;
      } else {
        const startedAt = generation;
        const begunAt = Date.now();
        const promise = compute(reply, produce);
        computing.set(key, { generation: startedAt, entry: promise });
        try {
          entry = await promise;
        } finally {
          if (computing.get(key)?.entry === promise) computing.delete(key);
        }
        // An answer's bound counts from when it was computed: a slow computation keeps it that much less.
        const keepMs = Math.min(ttlMs, entry.maxAgeMs ?? ttlMs) - (Date.now() - begunAt);
        if (keepMs > 0 && startedAt === generation) {
          entries.set(key, entry, { ttl: keepMs });
          keys.set(request.url, key);
        }
      }
    }
    await respond(request, reply, key, entry);
  };

  // A request whose exact address was answered before is served before validation and routing
  // work: the same address always validates to the same key.
  const keys = new LRUCache<string, string>({ max: 10_000 });
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || ttlMs === 0) return;
    const key = keys.get(request.url);
    const entry = key === undefined ? undefined : entries.get(key);
    // Returning the reply ends the request here.
    if (key !== undefined && entry) return respond(request, reply, key, entry);
  });

  // Cached answers to plain GETs are written before Fastify routes the request (lib/fast-reads.ts),
  // with every header but the request id built once per answer.
  const vary = app.config.corsOrigins.length > 0 ? 'Origin, Accept-Encoding' : 'Accept-Encoding';
  const prepare = (key: string, entry: Entry): PreparedAnswer => {
    const base: Record<string, string | number> = {
      ...app.securityHeaders,
      ...entry.headers,
      'Content-Type': 'application/json; charset=utf-8',
      ETag: entry.etag,
      'Cache-Control': 'no-cache',
      Vary: vary,
    };
    return {
      route: (JSON.parse(key) as [string])[0],
      etag: entry.etag,
      headers: { ...base, 'Content-Length': entry.body.length },
      body: entry.body,
      encoded:
        entry.body.length >= COMPRESS_MIN_BYTES
          ? (encoding) => {
              const bytes = compressedBody(entry, encoding);
              if (entries.peek(key) === entry) entries.set(key, entry, { noUpdateTTL: true });
              return bytes;
            }
          : undefined,
      encodedHeaders: {},
      notModifiedHeaders: base,
    };
  };
  app.fastReads.lookup = (url) => {
    if (ttlMs === 0) return undefined;
    const key = keys.get(url);
    const entry = key === undefined ? undefined : entries.get(key);
    if (key === undefined || !entry) return undefined;
    entry.prepared ??= prepare(key, entry);
    return entry.prepared;
  };

  app.decorate('readCache', {
    send,
    clear,
    onClear: (forget: () => void) => listeners.push(forget),
    ttlMs,
  });
  // After the handler, so the write's transaction has committed (or rolled back) by now.
  app.addHook('onSend', async (request, reply) => {
    if (changesCatalog(request, reply.statusCode)) clear();
  });
});
