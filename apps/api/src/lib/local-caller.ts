import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A caller on the machine itself (a scraper, a monitor). A request relayed by a reverse proxy on the
 * same machine also arrives from loopback, but carries the proxy's forwarding headers: not local.
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['x-forwarded-for'] || headers.forwarded || headers['x-real-ip']) return false;
  return LOOPBACK.has(request.socket.remoteAddress ?? '');
}
