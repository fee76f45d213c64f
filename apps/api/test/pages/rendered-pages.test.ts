import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../helpers/fixtures';
import { renderedUrl } from '../../src/modules/pages/ssr/rendered-pages';
import { bearer, createUser, setupTestApp } from '../helpers/test-app';
import { createSizedProduct } from '../catalog/variant-fixtures';

const webDir = path.resolve(import.meta.dirname, '../../../web');
const webDist = path.join(webDir, 'dist');

// The pages are rendered by the built web app's renderer; a checkout without a build makes one first.
beforeAll(() => {
  if (!existsSync(path.join(webDist, 'server', 'entry-server.js')))
    execFileSync('npm', ['run', 'build'], { cwd: webDir, stdio: 'ignore' });
}, 600_000);

/** The query cache the page carries for hydration. */
function pageState(html: string): { queries: Array<{ queryKey: unknown[] }> } {
  const json = /<script type="application\/json" id="mavazi-queries">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json ?? '{}') as { queries: Array<{ queryKey: unknown[] }> };
}

// The first page loads the renderer (a large module): slow on a busy machine.
describe('server-rendered shop pages', { timeout: 180_000 }, () => {
  const t = setupTestApp({ WEB_DIST_DIR: webDist });

  it('sends a product page with its name, price, photo, sizes, add-to-cart form and Open Graph tags', async () => {
    const { product } = await createSizedProduct(t.app, {
      name: 'Kitenge "Jua" Dress <new>',
      price: 11500,
      variants: [
        { size: 'S', inventory: 2 },
        { size: 'M', inventory: 0 },
      ],
    });
    const res = await t.app.inject({ method: 'GET', url: `/product/${product.id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const name = 'Kitenge &quot;Jua&quot; Dress &lt;new&gt;';
    expect(html).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
    expect(html).toContain('KSh 11,500');
    const photo = /<img [^>]*alt="Kitenge &quot;Jua&quot; Dress &lt;new&gt;"[^>]*>/.exec(html)?.[0];
    // The photo is the page's largest paint: the browser asks for it before anything lazy.
    expect(photo).toContain('fetchPriority="high"');
    expect(html).toContain('<form class="flex flex-col gap-4" action="/cart/add" method="post">');
    expect(html).toContain(`<input type="hidden" name="productId" value="${product.id}"/>`);
    expect(html).toMatch(/<input type="radio"[^>]*name="size" value="S"/);
    expect(html).toMatch(/<button type="submit"[^>]*>Add to cart<\/button>/i);
    expect(html).toContain(`<meta property="og:title" content="${name} · KSh 11,500" />`);
    expect(html).toContain(
      `<meta property="og:url" content="http://shop.test/product/${product.id}" />`,
    );
    expect(html.match(/property="og:title"/g)).toHaveLength(1);
    // The browser hydrates from the same data, without fetching the product again.
    expect(pageState(html).queries.map((q) => q.queryKey)).toContainEqual([
      'products',
      'detail',
      String(product.id),
    ]);
  });

  it('answers a product that does not exist with 404 and no product tags', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/product/987654' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toContain('property="og:type" content="product"');
  });

  it('sends the shop page with the products of the filters in the address', async () => {
    const women = await createProduct(t.app, { name: 'Women Wrap Skirt', category: 'Women' });
    const men = await createProduct(t.app, { name: 'Men Linen Shirt', category: 'Men' });
    const res = await t.app.inject({ method: 'GET', url: '/products?category=Women' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(women.name);
    expect(res.body).not.toContain(men.name);
    // The first row's photos are on the first screen: fetched at once and first. A card's photo comes
    // before its name.
    const beforeName = res.body.slice(0, res.body.indexOf(women.name));
    const photo = /^<img [^>]*>/.exec(beforeName.slice(beforeName.lastIndexOf('<img ')))?.[0];
    expect(photo).toContain('fetchPriority="high"');
    expect(photo).toContain('loading="eager"');
    expect(res.body).toContain(
      '<meta property="og:url" content="http://shop.test/products?category=Women" />',
    );
  });

  it('sends the landing page and an information page with their content and Open Graph tags', async () => {
    const landing = await t.app.inject({ method: 'GET', url: '/' });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toMatch(/<h1[^>]*>/);
    expect(landing.body).toContain('<meta property="og:type" content="website" />');
    // The carousel's first slide is the landing page's largest paint: fetched first; the others wait.
    const slides = landing.body.match(/<img [^>]*width="1200"[^>]*>/g) ?? [];
    expect(slides.length).toBeGreaterThan(1);
    expect(slides[0]).toContain('fetchPriority="high"');
    expect(slides.slice(1).every((img) => !img.includes('fetchPriority'))).toBe(true);
    const about = await t.app.inject({ method: 'GET', url: '/about' });
    expect(about.statusCode).toBe(200);
    expect(about.body).toMatch(/<h1[^>]*>About/);
    expect(about.body).toContain('<meta property="og:url" content="http://shop.test/about" />');
  });

  it("puts the page's own title in <head>, in the page's language, and none inside the page", async () => {
    const titles = (html: string) =>
      [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
    const root = (html: string) => /<div id="root">[\s\S]*/.exec(html)?.[0] ?? '';
    const about = await t.app.inject({ method: 'GET', url: '/about' });
    // Before any script runs the tab shows the page's title, not the shop's (the app keeps it after that).
    expect(titles(about.body)).toEqual(['About us · Mavazi']);
    expect(about.body).toContain('<meta property="og:title" content="About us · Mavazi" />');
    expect(root(about.body)).not.toContain('<title>');
    const swahili = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { cookie: 'mavazi_lang=sw' },
    });
    const [title] = titles(swahili.body);
    expect(titles(swahili.body)).toHaveLength(1);
    expect(title).toMatch(/ · Mavazi$/);
    expect(title).not.toBe('About us · Mavazi');
    // The landing page's own title (the shop's name and motto), once, in <head>.
    const landing = await t.app.inject({ method: 'GET', url: '/' });
    expect(titles(landing.body)).toHaveLength(1);
    expect(root(landing.body)).not.toContain('<title>');
  });

  it.each([
    ['/checkout', 'Checkout'],
    ['/cart', 'Your Cart'],
    ['/login', 'Welcome back'],
    ['/register', 'Create your account'],
    ['/password-reset-request', 'Forgot your password?'],
    ['/order-tracking', 'Track your order'],
    ['/wishlist', 'Your Wishlist'],
    ['/orders/lookup?number=ORD-000001&token=secret-link-token', 'Your order'],
  ])(
    "sends %s's shell: its heading and the loading line, nothing of a shopper's cart or session",
    async (url, heading) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const escaped = heading.replace(/[?.]/g, '\\$&');
      expect(res.body).toMatch(new RegExp(`<h1[^>]*>${escaped}</h1>`));
      expect(res.body).not.toContain('Your cart is empty');
      expect(res.body).not.toContain('Continue as guest');
      expect(res.body).not.toContain('Your wishlist is empty');
      // No form of the page before the script: posted without it, it would put what was typed in the address.
      const main = /<main[\s\S]*<\/main>/.exec(res.body)?.[0] ?? '';
      expect(main).toContain(heading);
      // The loading line (or skeleton) the page's content replaces once its script runs.
      expect(main).toContain('role="status"');
      expect(main).not.toMatch(/<form/);
      // A guest order's private link: its token is neither rendered nor cached with the page.
      expect(res.body).not.toContain('secret-link-token');
      // The same shell for a signed-in shopper: the server never renders with the session.
      const user = await createUser(t.app);
      const signedIn = await t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
      expect(signedIn.body).toBe(res.body);
    },
  );

  it("carries the delivery options in checkout's page, so its form mounts with them in one render", async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/checkout' });
    expect(pageState(body).queries.map((q) => q.queryKey)).toContainEqual(['delivery-options']);
  });

  it('starts the app after the photos a page leads with; pages without one start it at once', async () => {
    const app = /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/;
    const start =
      /<script type="module" crossorigin src="\/assets\/start-after-photo-[\w-]+\.js" data-app-entry="(\/assets\/index-[\w-]+\.js)" data-app-preloads="((?:\/assets\/[\w-]+\.js ?)+)"><\/script>/;
    const product = await createProduct(t.app, { name: 'Kanga ya picha', inventory: 3 });
    for (const url of ['/', '/products', `/product/${product.id}`]) {
      const { body } = await t.app.inject({ method: 'GET', url });
      expect(body, url).toMatch(/<img\b[^>]*fetchPriority="high"/);
      // The app's entry and its preloads travel in the start script's data, not as tags of their own.
      expect(body, url).toMatch(start);
      expect(body, url).not.toMatch(app);
      expect(body, url).not.toContain('rel="modulepreload"');
    }
    const index = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const [, entry, preloads] =
      start.exec((await t.app.inject({ method: 'GET', url: '/' })).body) ?? [];
    expect(index).toContain(`src="${entry}"`);
    for (const href of preloads?.trim().split(' ') ?? [])
      expect(index).toContain(`<link rel="modulepreload" crossorigin href="${href}">`);
    for (const url of ['/about', '/cart', '/checkout']) {
      const { body } = await t.app.inject({ method: 'GET', url });
      expect(body, url).toMatch(app);
      expect(body, url).not.toContain('data-app-entry');
    }
  });

  it('renders one page for addresses that differ only in parameters no page reads', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/products?category=Men&utm_source=a' });
    const second = await t.app.inject({
      method: 'GET',
      url: '/products?utm_source=b&category=Men',
    });
    expect(first.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.body).not.toContain('utm_source');
    expect(renderedUrl('/products?z=1&sort=price_asc&category=Men')).toBe(
      '/products?category=Men&sort=price_asc',
    );
    expect(renderedUrl('/about?x=1')).toBe('/about');
  });

  it('validates a rendered page with its ETag, per language', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/about' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.vary).toContain('Cookie');
    const again = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const swahili = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { cookie: 'other=1; mavazi_lang=sw', 'if-none-match': etag },
    });
    expect(swahili.statusCode).toBe(200);
    expect(swahili.body).toContain('<html lang="sw"');
    expect(swahili.headers.etag).not.toBe(etag);
    const browser = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-language': 'fr, sw-KE;q=0.9, en;q=0.8' },
    });
    expect(browser.body).toContain('<html lang="sw"');
    const chosen = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { cookie: 'mavazi_lang=en', 'accept-language': 'sw' },
    });
    expect(chosen.body).toContain('<html lang="en"');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { cookie: 'mavazi_lang=%E0%A4%A', 'accept-language': 'x;q=abc,,;' },
    });
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).toContain('<html lang="en"');
  });

  it('forgets rendered pages on a catalog write: a deleted product is gone at once', async () => {
    const product = await createProduct(t.app, { name: 'Short-lived Kanga' });
    const before = await t.app.inject({ method: 'GET', url: `/product/${product.id}` });
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('Short-lived Kanga');
    const admin = await createUser(t.app, { admin: true });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${product.id}`,
      headers: bearer(admin.token),
    });
    expect(deleted.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `/product/${product.id}` });
    expect(after.statusCode).toBe(404);
    expect(after.body).not.toContain('Short-lived Kanga');
  });
});

describe('POST /cart/add, the product form without JavaScript', { timeout: 60_000 }, () => {
  const t = setupTestApp({ WEB_DIST_DIR: webDist });

  const post = (body: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/cart/add',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(cookie ? { cookie } : {}),
      },
      payload: body,
    });

  function heldLines(setCookie: string | string[] | undefined): unknown {
    const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
    const value = /mavazi_cart_add=([^;]*)/.exec(header ?? '')?.[1] ?? '';
    return JSON.parse(decodeURIComponent(value));
  }

  it('keeps the chosen size in a cookie and goes back to the product, capped by stock', async () => {
    const { product, variants } = await createSizedProduct(t.app, {
      price: 900,
      variants: [
        { size: 'S', inventory: 2 },
        { size: 'M', inventory: 0 },
      ],
    });
    const res = await post(`productId=${product.id}&size=S&quantity=5`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/product/${product.id}?cart=added`);
    expect(res.headers['set-cookie']).toContain('SameSite=Lax');
    const lines = heldLines(res.headers['set-cookie']);
    expect(lines).toEqual([{ productId: product.id, variantId: variants[0]!.id, quantity: 2 }]);

    // The same line again adds up, never beyond the stock.
    const cookie = `mavazi_cart_add=${encodeURIComponent(JSON.stringify(lines))}`;
    const again = await post(`productId=${product.id}&size=S&quantity=1`, cookie);
    expect(heldLines(again.headers['set-cookie'])).toEqual([
      { productId: product.id, variantId: variants[0]!.id, quantity: 2 },
    ]);

    const noSize = await post(`productId=${product.id}&quantity=1`);
    expect(noSize.headers.location).toBe(`/product/${product.id}?cart=choose-size`);
    expect(noSize.headers['set-cookie']).toBeUndefined();
    const soldOut = await post(`productId=${product.id}&size=M`);
    expect(soldOut.headers.location).toBe(`/product/${product.id}?cart=sold-out`);
  });

  it('asks for the colour of a product in colours rather than guessing one', async () => {
    const { product, variants } = await createSizedProduct(t.app, {
      price: 900,
      variants: [
        { size: 'M', colour: 'Red', inventory: 0 },
        { size: 'M', colour: 'Blue', inventory: 4 },
      ],
    });
    const noColour = await post(`productId=${product.id}&size=M`);
    expect(noColour.headers.location).toBe(`/product/${product.id}?cart=choose-size`);
    expect(noColour.headers['set-cookie']).toBeUndefined();
    const red = await post(`productId=${product.id}&size=M&colour=Red`);
    expect(red.headers.location).toBe(`/product/${product.id}?cart=sold-out`);
    const blue = await post(`productId=${product.id}&size=M&colour=Blue`);
    expect(blue.headers.location).toBe(`/product/${product.id}?cart=added`);
    expect(heldLines(blue.headers['set-cookie'])).toEqual([
      { productId: product.id, variantId: variants[1]!.id, quantity: 1 },
    ]);
  });

  it('sends a product that does not exist to the shop and refuses hostile input without a 500', async () => {
    const gone = await post('productId=987654&quantity=1');
    expect(gone.statusCode).toBe(303);
    expect(gone.headers.location).toBe('/products');
    for (const body of ['productId=abc', 'productId=-1', `productId=1&size=${'x'.repeat(500)}`]) {
      const res = await post(body);
      expect(res.statusCode, body).toBe(400);
    }
    const product = await createProduct(t.app, { inventory: 3 });
    // A tampered cookie is replaced, a silly quantity counts as one.
    const res = await post(`productId=${product.id}&quantity=1e9`, 'mavazi_cart_add=%7Bnot-json');
    expect(res.statusCode).toBe(303);
    expect(heldLines(res.headers['set-cookie'])).toEqual([
      { productId: product.id, variantId: null, quantity: 1 },
    ]);
  });
});
