import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attack } from '../helpers/attacks';
import { createProduct } from '../helpers/fixtures';
import { setupTestApp } from '../helpers/test-app';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Mavazi: culture, style and fashion for Kenya."
    />
    <title>Mavazi — Culture, Style, And Fashion</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

// The page is written before the app starts (hooks run in order) and removed after it closes.
const webDir = path.join(tmpdir(), `mavazi-pages-${process.pid}-${Date.now()}`);
beforeAll(() => {
  mkdirSync(webDir);
  writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  // An old build's robots.txt must not clash with the server's own.
  writeFileSync(path.join(webDir, 'robots.txt'), 'User-agent: *\n');
});
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

describe('pages of the web app', () => {
  const t = setupTestApp({ WEB_DIST_DIR: webDir });

  it('answers the pages of the app with 200 and anything else with 404 and the app', async () => {
    for (const url of [
      '/',
      '/products',
      '/cart',
      '/about',
      '/privacy',
      '/password-reset/abc',
      '/admin/orders',
      '/my-orders?page=2',
    ]) {
      const res = await attack(t.app, { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
    }
    for (const url of ['/nope', '/products/extra', '/aboutus', '/product', '/product/1/2']) {
      const res = await attack(t.app, { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root">');
    }
    expect((await attack(t.app, { method: 'HEAD', url: '/nope' })).statusCode).toBe(404);
  });

  it('sends a product page with its title, description and Open Graph tags', async () => {
    const product = await createProduct(t.app, {
      name: 'Kitenge "Jua" Dress <new>',
      description: 'Wax print cotton, cut in Nairobi.\nFully lined.',
      price: 11500,
      imageUrl: '/images/products/jua.svg',
    });
    const res = await attack(t.app, { method: 'GET', url: `/product/${product.id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const name = 'Kitenge &quot;Jua&quot; Dress &lt;new&gt;';
    expect(html).toContain(`<title>${name} · KSh 11,500 · Mavazi</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta name="description" content="KSh 11,500. Wax print cotton, cut in Nairobi. Fully lined." />',
    );
    expect(html).toContain(`<meta property="og:title" content="${name} · KSh 11,500" />`);
    expect(html).toContain(
      '<meta property="og:image" content="http://shop.test/images/products/jua.svg" />',
    );
    expect(html).toContain(
      `<meta property="og:url" content="http://shop.test/product/${product.id}" />`,
    );
    expect(html).toContain('<meta property="product:price:amount" content="11500.00" />');
    expect(html).toContain('<meta property="product:price:currency" content="KES" />');
    expect(html).not.toContain('<new>');
  });

  it('answers 404 for a product that does not exist, was deleted or is not a number', async () => {
    const deleted = await createProduct(t.app, { deleted: true });
    for (const url of [
      `/product/${deleted.id}`,
      '/product/999999',
      '/product/abc',
      '/product/01',
      '/product/1e3',
      '/product/99999999999999999999',
    ]) {
      const res = await attack(t.app, { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('og:title');
    }
  });

  it('serves robots.txt that keeps crawlers out of private pages and names the sitemap', async () => {
    const res = await attack(t.app, { method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/^User-agent: \*$/m);
    for (const blocked of [
      '/admin',
      '/api/',
      '/checkout',
      '/cart',
      '/profile',
      '/my-orders',
      '/order-tracking',
      '/order-confirmation',
      '/wishlist',
      '/support',
      '/password-reset',
      '/account/',
    ])
      expect(res.body).toMatch(new RegExp(`^Disallow: ${blocked}$`, 'm'));
    expect(res.body).not.toMatch(/^Disallow: \/$/m);
    expect(res.body).toContain('Sitemap: http://shop.test/sitemap.xml');
  });

  it('lists the public pages and the products on sale in sitemap.xml', async () => {
    const onSale = await createProduct(t.app);
    const deleted = await createProduct(t.app, { deleted: true });
    const res = await attack(t.app, { method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(res.body).toContain('<url><loc>http://shop.test/</loc></url>');
    expect(res.body).toContain('<url><loc>http://shop.test/privacy</loc></url>');
    expect(res.body).toMatch(
      new RegExp(
        `<url><loc>http://shop.test/product/${onSale.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></url>`,
      ),
    );
    expect(res.body).not.toContain(`/product/${deleted.id}<`);
    expect(res.body).not.toContain('/cart');
  });
});

describe('a catalog larger than one sitemap', () => {
  const t = setupTestApp();

  it('answers sitemap.xml with an index of product sitemaps', async () => {
    t.config.sitemapPageSize = 3;
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push((await createProduct(t.app)).id);
    const index = await attack(t.app, { method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex ');
    expect(index.body).toContain(
      '<sitemap><loc>http://shop.test/sitemap-pages.xml</loc></sitemap>',
    );
    for (const n of [1, 2, 3])
      expect(index.body).toContain(
        `<sitemap><loc>http://shop.test/sitemap-products-${n}.xml</loc></sitemap>`,
      );
    expect(index.body).not.toContain('sitemap-products-4.xml');

    const third = await attack(t.app, { method: 'GET', url: '/sitemap-products-3.xml' });
    expect(third.statusCode).toBe(200);
    expect(third.body).toContain(`/product/${ids[6]}<`);
    expect(third.body.match(/<url>/g)).toHaveLength(1);
    const pages = await attack(t.app, { method: 'GET', url: '/sitemap-pages.xml' });
    expect(pages.body).toContain('<url><loc>http://shop.test/about</loc></url>');

    for (const url of [
      '/sitemap-products-4.xml',
      '/sitemap-products-0.xml',
      '/sitemap-products-x.xml',
    ]) {
      const res = await attack(t.app, { method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json(), url).toHaveProperty('code');
    }
  });
});

describe("the shop's contact details", () => {
  const t = setupTestApp({
    SHOP_PHONE: '254712345678',
    SHOP_EMAIL: 'help@shop.example',
    SHOP_ADDRESS: 'Kimathi Street, Nairobi',
    SHOP_HOURS: 'Every day, 9 am to 5 pm',
    RETURN_WINDOW_DAYS: '14',
  });

  it('come from the configuration', async () => {
    const res = await attack(t.app, { method: 'GET', url: '/api/shop' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'Mavazi',
      phone: '254712345678',
      phone_display: '+254 712 345 678',
      whatsapp_url: 'https://wa.me/254712345678',
      email: 'help@shop.example',
      address: 'Kimathi Street, Nairobi',
      hours: 'Every day, 9 am to 5 pm',
      // The Paybill a shopper can pay by hand when no prompt arrives (the sandbox one here).
      mpesa_paybill: '174379',
      // The test app offers every method (older suites pay by card); the default has its own test.
      payment_methods: ['mpesa', 'cash_on_delivery', 'credit_card', 'paypal'],
      return_window_days: 14,
    });
  });
});
