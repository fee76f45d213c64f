import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiPackageRoot } from '../../lib/paths';
import { withHead } from './pages-html';
import { answerForPage } from '../../flows/answer-page';
import { pageRendererLoader } from './ssr/page-renderer';
import { isRenderedPage, renderedPages } from './ssr/rendered-pages';

export function defaultWebDistDir(): string {
  return path.resolve(apiPackageRoot(), '../web/dist');
}

/** Paths of files rather than pages: a missing one is a 404, never the web app's HTML. */
export function isFilePath(urlPath: string): boolean {
  if (/^\/(assets|images)(\/|$)/.test(urlPath)) return true;
  const last = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return last.includes('.');
}

/**
 * Serves the built web app at / with the SPA fallback for its pages. A path that is no page of the app, or a
 * product that does not exist, gets the app with HTTP 404 (it shows its not-found page); a product page gets
 * its own title and Open Graph tags. Unknown /api paths and missing files (an image, an old hashed asset,
 * /favicon.ico) stay JSON 404s.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.webDistDir ?? defaultWebDistDir();
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The server writes these itself (pages module); an old build's copy must not clash with them.
      globIgnore: ['robots.txt', 'sitemap*.xml', 'server/**'],
      // The build writes .br and .gz copies; the one the browser accepts is sent as is.
      preCompressed: true,
      // Hashed build assets never change; index.html must always be fresh.
      setHeaders(res, filePath) {
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  const indexHtml = hasWeb ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  // Shopper pages arrive rendered with their data when the build has the server renderer.
  const renderer = hasWeb ? pageRendererLoader(root) : null;
  // Pages that lead with a photo start the app once it has loaded (decision 051); an older build has no such page.
  const afterPhotoFile = path.join(root, 'server', 'page-after-photo.html');
  const afterPhotoHtml = existsSync(afterPhotoFile)
    ? readFileSync(afterPhotoFile, 'utf8')
    : indexHtml;
  const sendRendered = renderer
    ? renderedPages(app, renderer, { indexHtml, afterPhotoHtml })
    : null;
  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const isApi = urlPath.startsWith('/api/') || urlPath === '/api';
    if (hasWeb && isPage && !isApi && !isFilePath(urlPath)) {
      if (sendRendered && isRenderedPage(urlPath)) return sendRendered(request, reply);
      const answer = await answerForPage(app.deps, urlPath);
      reply.header('Cache-Control', 'no-cache');
      if (answer.status === 404)
        return reply.status(404).type('text/html; charset=utf-8').send(indexHtml);
      if (answer.head)
        return reply.type('text/html; charset=utf-8').send(withHead(indexHtml, answer.head));
      return reply.sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ error: `Route ${request.method} ${urlPath} not found`, code: 'ROUTE_NOT_FOUND' });
  });
});
