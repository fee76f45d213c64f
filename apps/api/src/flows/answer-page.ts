import { isAppPagePath } from '@mavazi/shared/app-paths';
import type { AppDeps } from '../app-deps';
import { countProducts, listProductSitemapEntries } from '../modules/catalog/catalog.repository';
import { findProductOnSale } from '../modules/catalog/catalog.service';
import { productHead } from '../modules/pages/pages-html';

export type PageAnswer =
  | { status: 200; head?: string }
  /** Not a page of the app, or a product that does not exist (any more). */
  | { status: 404 };

const PRODUCT_PAGE = /^\/product\/([^/]+)\/?$/;

/** What the server answers for a page path: its status, and for a product its own head tags. */
export async function answerForPage(
  deps: Pick<AppDeps, 'readDb' | 'publicUrl'>,
  urlPath: string,
): Promise<PageAnswer> {
  if (!isAppPagePath(urlPath)) return { status: 404 };
  const product = PRODUCT_PAGE.exec(urlPath);
  if (!product) return { status: 200 };
  const id = Number(product[1]);
  if (!Number.isSafeInteger(id) || id < 1 || String(id) !== product[1]) return { status: 404 };
  const found = await findProductOnSale(deps, id);
  return found ? { status: 200, head: productHead(found, deps.publicUrl) } : { status: 404 };
}

/** The shop's public pages a search engine should know besides the products. */
const PUBLIC_PAGES = [
  '/',
  '/products',
  '/about',
  '/contact',
  '/delivery',
  '/returns',
  '/privacy',
  '/terms',
];

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

export type Sitemap =
  { kind: 'urlset'; urls: SitemapUrl[] } | { kind: 'index'; sitemaps: string[] };

function productUrls(publicUrl: string, rows: ReadonlyArray<{ id: number; updated_at: string }>) {
  return rows.map((row) => ({
    loc: `${publicUrl}/product/${row.id}`,
    lastmod: row.updated_at.slice(0, 10),
  }));
}

/**
 * /sitemap.xml: every public page and product in one file while they fit the protocol's limit, otherwise
 * an index of /sitemap-pages.xml and /sitemap-products-N.xml files of `pageSize` products each.
 */
export async function mainSitemap(
  deps: Pick<AppDeps, 'db' | 'publicUrl'>,
  pageSize: number,
): Promise<Sitemap> {
  const total = await countProducts(deps.db, {});
  if (total + PUBLIC_PAGES.length <= pageSize) {
    const rows = await listProductSitemapEntries(deps.db, { limit: pageSize, offset: 0 });
    return {
      kind: 'urlset',
      urls: [...pagesSitemapUrls(deps.publicUrl), ...productUrls(deps.publicUrl, rows)],
    };
  }
  const files = Math.ceil(total / pageSize);
  return {
    kind: 'index',
    sitemaps: [
      `${deps.publicUrl}/sitemap-pages.xml`,
      ...Array.from({ length: files }, (_, i) => `${deps.publicUrl}/sitemap-products-${i + 1}.xml`),
    ],
  };
}

export function pagesSitemapUrls(publicUrl: string): SitemapUrl[] {
  return PUBLIC_PAGES.map((page) => ({ loc: `${publicUrl}${page === '/' ? '/' : page}` }));
}

/** One /sitemap-products-N.xml file (N from 1); null past the last one. */
export async function productsSitemap(
  deps: Pick<AppDeps, 'db' | 'publicUrl'>,
  page: number,
  pageSize: number,
): Promise<SitemapUrl[] | null> {
  const rows = await listProductSitemapEntries(deps.db, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  if (rows.length === 0 && page > 1) return null;
  return productUrls(deps.publicUrl, rows);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function sitemapXml(sitemap: Sitemap): string {
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
  const ns = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
  if (sitemap.kind === 'index') {
    const entries = sitemap.sitemaps.map(
      (loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`,
    );
    return `${head}<sitemapindex ${ns}>\n${entries.join('\n')}\n</sitemapindex>\n`;
  }
  const entries = sitemap.urls.map(
    (u) =>
      `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
  );
  return `${head}<urlset ${ns}>\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the catalog is public; the admin area, the API and a shopper's own pages are not. */
export function robotsTxt(publicUrl: string): string {
  const hidden = [
    '/admin',
    '/api/',
    '/checkout',
    '/cart',
    '/wishlist',
    '/profile',
    '/my-orders',
    '/order-tracking',
    '/order-confirmation',
    '/support',
    '/password-reset',
    '/account/',
  ];
  return [
    '# Mavazi: the catalog is public; the admin area, the API and pages of a signed-in shopper are not.',
    'User-agent: *',
    ...hidden.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
