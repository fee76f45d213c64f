import { PassThrough } from 'node:stream';
import { StrictMode, type ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ProductWithReviews } from '@mavazi/shared/catalog.schemas';
import { AppProviders, createQueryClient } from './app/providers';
import { routes } from './app/router';
import { setApiFetch } from './lib/api-client';
import { productKeys } from './lib/catalog-keys';
import { applyLanguage, type Language } from './lib/i18n';
import { STATE_ELEMENT_ID } from './lib/server-state';

/** How the server answers the shop's /api calls made while rendering (in-process, no network). */
export type ApiFetch = (
  url: string,
  init: { headers: Record<string, string> },
) => Promise<Response>;

export interface RenderedPage {
  status: number;
  /** The markup inside #root. */
  html: string;
  /** The dehydrated query cache and router data, for a script before the app's own. */
  stateScript: string;
  /** Resource hints React found while rendering (the main photo's preload), for <head>. */
  preloads: string;
  /** The page's title as rendered (HTML-escaped), for <head>. */
  title?: string;
  /** The product a product page shows, for its title and Open Graph tags. */
  product?: ProductWithReviews;
}

/** Renders at most this many rounds of "render, fetch what it asked for" (a page's queries depend on earlier ones). */
const MAX_PASSES = 3;

function app(client: QueryClient, context: StaticHandlerContext): ReactElement {
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <StrictMode>
      <AppProviders client={client}>
        {/* No inline script (the CSP allows none): the browser's router needs no data, its routes have no loaders. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
}

const handler = createStaticHandler(routes);

/**
 * Queries the render asked for that have no answer yet: not run, or started by the render itself (a prefetch);
 * `fetch` joins one in flight. A disabled one, such as the signed-in user, stays out.
 */
function waiting(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (q) =>
        q.state.status === 'pending' && !('enabled' in q.options && q.options.enabled === false),
    );
}

/** What React writes before the page's markup: its resource hints, then the page's <title>s (DocumentTitle). */
const LEADING_HEAD = /^((?:<link rel="preload"[^>]*\/>)*)((?:<title>[\s\S]*?<\/title>)*)/;

/** A render's markup once every Suspense boundary is done (the page is sent whole: it carries an ETag). */
function renderWhole(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(err) {
        // A failure inside a boundary falls back to the client; the page is still sent.
        if (!(err instanceof Error && err.message.includes('client'))) console.error(err);
      },
    });
  });
}

/** JSON inside <script>: nothing in it may close the script element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// Renders share the app's one i18next instance: one render at a time keeps each in its own language.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * Renders a shop page on the server: React Router's static handler matches the address (and loads the
 * page's lazy module), the render's own queries are fetched through `apiFetch` and rendered again, and
 * the query cache goes to the page so the browser hydrates without fetching them again.
 */
export async function renderPage(
  url: string,
  language: Language,
  apiFetch: ApiFetch,
): Promise<RenderedPage> {
  setApiFetch(apiFetch);
  const request = new Request(new URL(url, 'http://shop.local'));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { status: context.status, html: '', stateScript: '', preloads: '' };
  }
  const client = createQueryClient();
  return oneAtATime(async () => {
    await applyLanguage(language);
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      renderToString(app(client, context));
      const pending = waiting(client);
      if (pending.length === 0) break;
      await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
    }
    const rendered = await renderWhole(app(client, context));
    // React writes its preloads and the title before the markup; inside #root they would not match the
    // hydrating app, which renders neither.
    const [leading = '', preloads = '', titles = ''] = LEADING_HEAD.exec(rendered) ?? [];
    const html = rendered.slice(leading.length);
    // The first one names the page, as the browser's document.title would.
    const title = /^<title>([\s\S]*?)<\/title>/.exec(titles)?.[1];
    const productId = /^\/product\/([^/?#]+)/.exec(url)?.[1];
    const product = productId
      ? client.getQueryData<ProductWithReviews>(productKeys.detail(decodeURIComponent(productId)))
      : undefined;
    const state = dehydrate(client);
    return {
      status: context.statusCode,
      html,
      preloads,
      title,
      stateScript: `<script type="application/json" id="${STATE_ELEMENT_ID}">${scriptJson(state)}</script>`,
      product,
    };
  });
}
