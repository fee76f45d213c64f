import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { etagMatches, preferredEncoding } from '../../src/lib/fast-reads';
import { createProduct, productInput } from '../helpers/fixtures';
import { bearer, createUsersOnce, setupTestApp } from '../helpers/test-app';

/** Headers that differ between any two answers whatever served them. */
const PER_REQUEST = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);

function headersOf(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!PER_REQUEST.has(name)) out[name] = value;
  });
  return out;
}

describe('cached catalog reads answered before Fastify (over a real socket)', () => {
  const t = setupTestApp();
  const { admin } = createUsersOnce(t, { admin: { admin: true } });
  let base: string;
  let productId: number;

  beforeAll(async () => {
    productId = (await createProduct(t.app, { name: 'Socket Kanga', price: 900, inventory: 4 })).id;
    for (let i = 0; i < 20; i += 1) await createProduct(t.app, { name: `Socket filler ${i}` });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${url}`, { headers: { 'accept-encoding': 'identity', ...headers } });

  it('sends the same status, bytes and headers as the Fastify answer it kept', async () => {
    for (const url of [`/api/product/${productId}`, '/api/products?limit=5']) {
      expect(t.app.fastReads.lookup(url), url).toBeUndefined();
      const first = await get(url);
      expect(t.app.fastReads.lookup(url), url).toBeDefined();
      const second = await get(url);
      expect(second.status, url).toBe(200);
      expect(headersOf(second), url).toEqual(headersOf(first));
      expect(await second.text(), url).toBe(await first.text());
      expect(second.headers.get('x-request-id'), url).toMatch(/^[\w-]{8,}$/);
      expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
      expect(second.headers.get('content-security-policy'), url).toContain("default-src 'self'");
    }
  });

  it('answers a matching If-None-Match with an empty 304 and compresses by Accept-Encoding', async () => {
    const url = '/api/products?limit=20';
    const plain = await get(url);
    const etag = plain.headers.get('etag') ?? '';
    const notModified = await get(url, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(notModified.headers.get('etag')).toBe(etag);
    const raw = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'br' } });
    expect(raw.headers.get('content-encoding')).toBe('br');
    // fetch decodes brotli itself: the text is the plain answer.
    expect(await raw.text()).toBe(await plain.text());
  });

  it('leaves signed-in requests, other methods and writes to Fastify, and forgets after a write', async () => {
    const url = `/api/product/${productId}`;
    await get(url);
    const signedIn = await get(url, bearer(admin.token));
    // Fastify's own hooks ran: signed-in answers are never stored.
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    await t.app.db
      .updateTable('products')
      .set({ name: 'Socket Kanga renamed' })
      .where('id', '=', productId)
      .execute();
    expect(((await (await get(url)).json()) as { name: string }).name).toBe('Socket Kanga');
    // Any catalog write through the shop clears what the fast path answers from.
    const res = await fetch(`${base}/api/admin/products`, {
      method: 'POST',
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      body: JSON.stringify(productInput({ name: 'Socket newcomer' })),
    });
    expect(res.status).toBe(201);
    expect(t.app.fastReads.lookup(url)).toBeUndefined();
    const fresh = (await (await get(url)).json()) as { name: string };
    expect(fresh.name).toBe('Socket Kanga renamed');
  });

  it('counts its answers in the request metrics under the route pattern', async () => {
    const url = `/api/product/${productId}`;
    await get(url);
    await get(url);
    const metrics = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(metrics.body).toMatch(
      /http_requests_total\{method="GET",route="\/api\/product\/:id",status="200"\} \d+/,
    );
  });
});

describe('fast-read helpers', () => {
  it('matches weak and strong tags and lists of them', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });

  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
