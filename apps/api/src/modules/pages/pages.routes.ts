import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@mavazi/shared/common.schemas';
import { notFound } from '../../lib/http-error';
import {
  mainSitemap,
  pagesSitemapUrls,
  productsSitemap,
  robotsTxt,
  sitemapXml,
} from '../../flows/answer-page';

const XML = 'application/xml; charset=utf-8';

/** robots.txt and the sitemaps, at the site's root (not under /api): crawlers look for them there. */
export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['pages'], response: { 200: z.string(), 404: errorSchema } };

  app.get(
    '/robots.txt',
    { schema: { ...common, summary: 'What crawlers may read, and where the sitemap is' } },
    async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(robotsTxt(app.deps.publicUrl)),
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        ...common,
        summary:
          'The public pages and every product on sale; an index of smaller sitemaps when there are more than the protocol allows in one file',
      },
    },
    async (_request, reply) =>
      reply.type(XML).send(sitemapXml(await mainSitemap(app.deps, app.config.sitemapPageSize))),
  );

  app.get(
    '/sitemap-pages.xml',
    { schema: { ...common, summary: "The shop's public pages besides the products" } },
    async (_request, reply) =>
      reply
        .type(XML)
        .send(sitemapXml({ kind: 'urlset', urls: pagesSitemapUrls(app.deps.publicUrl) })),
  );

  app.get(
    '/sitemap-products-:page.xml',
    {
      schema: {
        ...common,
        summary: 'One file of products of a large catalog (numbered from 1)',
        params: z.object({ page: z.coerce.number().int().min(1).max(100_000) }),
      },
    },
    async (request, reply) => {
      const urls = await productsSitemap(app.deps, request.params.page, app.config.sitemapPageSize);
      if (!urls) throw notFound('ROUTE_NOT_FOUND', 'No such sitemap');
      return reply.type(XML).send(sitemapXml({ kind: 'urlset', urls }));
    },
  );
};
