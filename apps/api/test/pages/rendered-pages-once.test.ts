import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/app-deps';
import type { Config } from '../../src/config';
import type { PageRenderer, RenderedPage } from '../../src/modules/pages/ssr/page-renderer';
import { renderedPages } from '../../src/modules/pages/ssr/rendered-pages';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Mavazi</title></head><body><div id="root"></div></body></html>';

/** A renderer that counts its renders and holds each one until the test lets it finish. */
function heldRenderer() {
  const state = { renders: 0, release: () => undefined as void };
  let gate = Promise.resolve();
  const hold = () => {
    gate = new Promise<void>((resolve) => {
      state.release = resolve;
    });
  };
  const renderer: PageRenderer = {
    async renderPage(url): Promise<RenderedPage> {
      state.renders += 1;
      await gate;
      return {
        status: 200,
        html: `<main>${url} ${'kitenge '.repeat(300)}</main>`,
        stateScript: '',
      };
    },
  };
  return { state, hold, renderer };
}

describe('server-rendered pages: one render per page at a time', () => {
  const app = Fastify();
  const r = heldRenderer();

  beforeAll(async () => {
    app.decorate('config', { catalogCacheTtlMs: 60_000 } as Config);
    app.decorate('deps', { publicUrl: 'http://shop.test' } as AppDeps);
    const send = renderedPages(app, () => Promise.resolve(r.renderer), {
      indexHtml: INDEX,
      afterPhotoHtml: INDEX,
    });
    app.get('/products', (request, reply) => send(request, reply));
    app.post('/api/admin/products', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  /** Lets the event loop run until the renderer has been called `count` times in all. */
  const rendersReach = async (count: number) => {
    while (r.state.renders < count) await new Promise((resolve) => setImmediate(resolve));
  };
  const page = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/products?category=Men', headers });

  it('renders a page asked for by many at once only once, and serves it from memory after', async () => {
    r.hold();
    const pending = Array.from({ length: 5 }, () => page());
    await rendersReach(1);
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setImmediate(resolve));
    r.state.release();
    const answers = await Promise.all(pending);
    expect(r.state.renders).toBe(1);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers[0]?.body).toContain('/products?category=Men');

    const again = await page();
    expect(r.state.renders).toBe(1);
    expect(again.headers.etag).toBe(answers[0]?.headers.etag);
  });

  it('answers 304 and compressed bodies with the shared cache helpers', async () => {
    const first = await page();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const revalidated = await page({ 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    const gzip = await page({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
  });

  it('does not keep a render a catalog write overtook, nor share it with later requests', async () => {
    await app.inject({ method: 'POST', url: '/api/admin/products' });
    const before = r.state.renders;
    r.hold();
    const during = page();
    await rendersReach(before + 1);
    await app.inject({ method: 'POST', url: '/api/admin/products' });
    // Asked after the write: its own render, not the one that started before it.
    const after = page();
    await rendersReach(before + 2);
    r.state.release();
    await Promise.all([during, after]);
    expect(r.state.renders).toBe(before + 2);
    await page();
    expect(r.state.renders).toBe(before + 2);
  });
});
