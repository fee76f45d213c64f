import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  compressedBody,
  etagMatches,
  negotiatedEncoding,
  weakEtagOf,
  type Compressible,
} from '../../../lib/http-cache';
import { changesCatalog } from '../../../plugins/read-cache';
import { productHead, withHead } from '../pages-html';
import { pageLanguage } from './page-language';
import type { ApiFetch, PageLanguage, PageRenderer } from './page-renderer';

/**
 * Shopper pages the server renders with their data; every other page is the client-rendered app. The cart,
 * wishlist, checkout, a guest order's private link and the sign-in, sign-up, password reset and order tracking
 * pages render their shell (the layout, the heading, the loading line): the session, the cart and the wishlist
 * are the browser's, the link's token never reaches a render (PAGE_PARAMS leaves it out), and a form posted
 * before the script would put what was typed in the address.
 */
const RENDERED = [
  /^\/$/,
  /^\/(cart|wishlist|checkout|login|register|password-reset-request|order-tracking|orders\/lookup)\/?$/,
  /^\/products\/?$/,
  /^\/product-list\/?$/,
  /^\/product\/[^/]+\/?$/,
  /^\/(about|contact|delivery|returns|privacy|terms)\/?$/,
];

export function isRenderedPage(urlPath: string): boolean {
  return RENDERED.some((pattern) => pattern.test(urlPath));
}

/** The address parameters the rendered pages read; any other is left out of the render and its cache key. */
const PAGE_PARAMS = new Set([
  'cart',
  'category',
  'collection',
  'in_stock',
  'limit',
  'max_price',
  'min_price',
  'offset',
  'on_sale',
  'page',
  'q',
  'size',
  'sort',
]);

/**
 * The address a page is rendered for: its path and known parameters in a fixed order, so `?utm=1`,
 * `?x=2`… share one render instead of each costing a new one.
 */
export function renderedUrl(url: string): string {
  const parsed = new URL(url, 'http://shop.local');
  const kept = [...parsed.searchParams].filter(([name]) => PAGE_PARAMS.has(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

interface Entry extends Compressible {
  status: number;
  etag: string;
}

const MAX_BYTES = 16 * 1024 * 1024;

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Open Graph tags of a page that is not a product's: the shop's name, the page's title and the address. */
function pageHead(indexHtml: string, url: string, pageTitle: string | undefined): string {
  const title = pageTitle ?? /<title>([\s\S]*?)<\/title>/i.exec(indexHtml)?.[1] ?? 'Mavazi';
  const description = /<meta\s+name="description"\s+content="([^"]*)"/i.exec(indexHtml)?.[1] ?? '';
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Mavazi" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeAttr(url)}" />`,
  ].join('\n    ');
}

/** index.html with the rendered page in #root, its data before the app's script, and its language. */
export function pageHtml(
  indexHtml: string,
  page: { html: string; stateScript: string; head: string },
  language: PageLanguage,
): string {
  return withHead(indexHtml, page.head)
    .replace(/<html lang="[^"]*"/i, `<html lang="${language}"`)
    .replace(
      /<div id="root">[\s\S]*<\/div>/i,
      () => `<div id="root">${page.html}</div>\n    ${page.stateScript}`,
    );
}

export interface PageTemplates {
  indexHtml: string;
  /** index.html whose app scripts wait for the page's leading photos (apps/web/build/after-photo-page.ts). */
  afterPhotoHtml: string;
}

/** A photo the page leads with: the main photo or the first cards, loaded before anything else. */
const LEADING_PHOTO = /<img\b[^>]*\sfetchpriority="high"/i;

/**
 * Server-rendered shopper pages (docs/decisions/042-server-rendered-shop-pages.md), kept in memory like
 * catalog reads: per address and language, for CATALOG_CACHE_TTL_MS, forgotten on any catalog write in
 * this process, with an ETag so a browser's second visit is a 304.
 */
export function renderedPages(
  app: FastifyInstance,
  renderer: () => Promise<PageRenderer>,
  { indexHtml, afterPhotoHtml }: PageTemplates,
) {
  const ttlMs = app.config.catalogCacheTtlMs;
  const entries = new LRUCache<string, Entry>({
    maxSize: MAX_BYTES,
    sizeCalculation: (e) => e.body.length + (e.br?.length ?? 0) + (e.gzip?.length ?? 0) + 100,
    ttl: Math.max(ttlMs, 1),
  });
  let generation = 0;
  app.addHook('onSend', async (request, reply) => {
    if (changesCatalog(request, reply.statusCode)) {
      generation += 1;
      entries.clear();
    }
  });

  // The render's API calls, answered by this server in-process without a network hop or a session.
  const apiFetch: ApiFetch = async (url, init) => {
    const res = await app.inject({ method: 'GET', url, headers: init.headers });
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.body, {
      status: res.statusCode,
      // The list's total travels in a header the page reads (X-Total-Count), as in the browser.
      headers: {
        'content-type': String(res.headers['content-type'] ?? 'application/json'),
        ...(res.headers['x-total-count'] !== undefined
          ? { 'x-total-count': String(res.headers['x-total-count']) }
          : {}),
      },
    });
  };

  async function render(url: string, language: PageLanguage): Promise<Entry> {
    const page = await (await renderer()).renderPage(url, language, apiFetch);
    const isProductPage = url.startsWith('/product/');
    const status = isProductPage && !page.product ? 404 : page.status;
    const head =
      (page.preloads ?? '') +
      (page.product
        ? productHead(page.product, app.deps.publicUrl)
        : pageHead(indexHtml, `${app.deps.publicUrl}${url}`, page.title));
    const template = LEADING_PHOTO.test(page.html) ? afterPhotoHtml : indexHtml;
    const body = Buffer.from(pageHtml(template, { ...page, head }, language));
    return { status, body, etag: weakEtagOf(body) };
  }

  /**
   * Renders in flight: a render makes several passes, so requests for a page being rendered wait for
   * that render instead of starting their own. Kept only when no catalog write happened meanwhile.
   */
  const rendering = new Map<string, { generation: number; entry: Promise<Entry> }>();
  async function renderOnce(key: string, url: string, language: PageLanguage): Promise<Entry> {
    const running = rendering.get(key);
    if (running && running.generation === generation) return running.entry;
    const startedAt = generation;
    const promise = render(url, language);
    rendering.set(key, { generation: startedAt, entry: promise });
    try {
      const entry = await promise;
      if (ttlMs > 0 && startedAt === generation) entries.set(key, entry);
      return entry;
    } finally {
      if (rendering.get(key)?.entry === promise) rendering.delete(key);
    }
  }

  return async function send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const language = pageLanguage(request.headers.cookie, request.headers['accept-language']);
    const url = renderedUrl(request.url);
    const key = `${language} ${url}`;
    let entry = ttlMs > 0 ? entries.get(key) : undefined;
    if (!entry) {
      try {
        entry = await renderOnce(key, url, language);
      } catch (err) {
        // The page still works rendered by the browser.
        request.log.error({ err }, 'server rendering failed');
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          .send(indexHtml);
      }
    }
    reply
      .status(entry.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('ETag', entry.etag)
      .header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.status(304).send();
    const encoding = negotiatedEncoding(request.headers['accept-encoding'], entry.body.length);
    if (encoding)
      return reply.header('Content-Encoding', encoding).send(compressedBody(entry, encoding));
    return reply.send(entry.body);
  };
}
