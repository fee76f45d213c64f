import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/**
 * What the in-memory answer caches share (catalog reads, their fast path, rendered pages): the ETag of
 * a body, If-None-Match, and the compressed forms made once per body.
 */

/** Below this, compressing costs more than the bytes it saves on the wire (docs/benchmarks.md). */
export const COMPRESS_MIN_BYTES = 1024;

/** A body with the compressed forms made so far. */
export interface Compressible {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** A weak ETag from the body's hash: the same bytes, the same tag in every process. */
export function weakEtagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** True when one of the client's If-None-Match tags names this ETag (weak or strong). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.startsWith('W/') ? etag.slice(2) : etag;
  for (const tag of ifNoneMatch.split(',')) {
    const t = tag.trim();
    if (t === '*' || (t.startsWith('W/') ? t.slice(2) : t) === bare) return true;
  }
  return false;
}

/** The encoding to send a body in: br or gzip as the client prefers, none for a small body. */
export function negotiatedEncoding(
  acceptEncoding: string | undefined,
  bodyLength: number,
): 'br' | 'gzip' | null {
  if (bodyLength < COMPRESS_MIN_BYTES) return null;
  const encoding = negotiate(acceptEncoding ?? '', ['br', 'gzip']);
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
}

/** The body compressed, made on first use and kept on the entry. */
export function compressedBody(entry: Compressible, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    // Quality 5: most of brotli's gain at a fraction of the default (11)'s time.
    entry.br ??= brotliCompressSync(entry.body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
      },
    });
    return entry.br;
  }
  entry.gzip ??= gzipSync(entry.body, { level: 6 });
  return entry.gzip;
}
