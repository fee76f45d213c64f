import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { etagMatches } from './http-cache';

export { etagMatches };

/** A cached answer ready to write as is: every header but the request id built once. */
export interface PreparedAnswer {
  /** The route's pattern, for the request metrics. */
  route: string;
  etag: string;
  headers: Record<string, string | number>;
  body: Buffer;
  /** Compressed forms, when the body is big enough to be worth compressing. */
  encoded?: (encoding: 'br' | 'gzip') => Buffer;
  /** Headers of the compressed forms (Content-Encoding, their length), built on first use. */
  encodedHeaders: Partial<Record<'br' | 'gzip', Record<string, string | number>>>;
  /** Headers of a 304 (the same, without a body). */
  notModifiedHeaders: Record<string, string | number>;
}

export interface FastReadsOptions {
  /** The id a request gets (the proxy's, when trusted, or a fresh one). */
  requestId: (request: IncomingMessage) => string;
}

/** The client's preferred of br and gzip, from a plain Accept-Encoding (q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  let br = false;
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : null;
}

/**
 * Catalog answers already in the read cache, written straight to the socket before Fastify sees
 * the request (docs/decisions/041-cached-reads-before-fastify.md). Anything else, a request with a
 * token, an Origin, or to an address not cached, goes through Fastify as before.
 */
export class FastReads {
  /** Set by the read cache: the prepared answer to a GET of exactly this address, if any. */
  lookup: (url: string) => PreparedAnswer | undefined = () => undefined;
  /** Set by the metrics plugin: counts an answer Fastify never saw. */
  record: (route: string, status: number, seconds: number) => void = () => undefined;
  /** While the app closes, Fastify answers everything (503). */
  closing = false;

  constructor(private readonly options: FastReadsOptions) {}

  /** Answers from the cache and returns true, or returns false to leave the request to Fastify. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || this.closing) return false;
    const { headers } = request;
    if (headers.authorization !== undefined || headers.origin !== undefined) return false;
    const answer = this.lookup(request.url ?? '');
    if (!answer) return false;
    const started = process.hrtime.bigint();
    const id = this.options.requestId(request);
    let status = 200;
    if (etagMatches(headers['if-none-match'], answer.etag)) {
      status = 304;
      response.writeHead(304, { ...answer.notModifiedHeaders, 'X-Request-Id': id });
      response.end();
    } else {
      const encoding = answer.encoded ? preferredEncoding(headers['accept-encoding']) : null;
      if (encoding && answer.encoded) {
        const bytes = answer.encoded(encoding);
        answer.encodedHeaders[encoding] ??= {
          ...answer.headers,
          'Content-Encoding': encoding,
          'Content-Length': bytes.length,
        };
        response.writeHead(200, { ...answer.encodedHeaders[encoding], 'X-Request-Id': id });
        response.end(bytes);
      } else {
        response.writeHead(200, { ...answer.headers, 'X-Request-Id': id });
        response.end(answer.body);
      }
    }
    this.record(answer.route, status, Number(process.hrtime.bigint() - started) / 1e9);
    return true;
  }

  /** Fastify's `serverFactory`: the HTTP/1 server Fastify would make, with this in front. */
  serverFactory = (
    handler: (request: IncomingMessage, response: ServerResponse) => void,
    options: FastifyServerOptions & { http?: object },
  ): Server => {
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!this.serve(request, response)) handler(request, response);
    });
    // The timeouts Fastify sets on a server it makes itself.
    if (options.keepAliveTimeout) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout) server.setTimeout(options.connectionTimeout);
    return server;
  };
}
