import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultWebDistDir } from '../../src/modules/pages/static-web.plugin';
import { attack, expectRefused } from '../helpers/attacks';
import { createProduct } from '../helpers/fixtures';
import { bearer, createUser, createUsersOnce, setupTestApp } from '../helpers/test-app';

// ASVS V3 (web frontend security: CSP, nosniff, framing, CORS), V1.3 (output encoding);
// Juice Shop "DOM XSS", "Persisted XSS" (reviews, products), "CSP Bypass".

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(document.cookie)>',
  "javascript:alert('xss')",
  '{{constructor.constructor("alert(1)")()}}',
];

function cspDirectives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

function expectStrictScripts(res: LightMyRequestResponse) {
  const csp = cspDirectives(res);
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scripts).toEqual(["'self'"]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  for (const [, values] of csp) {
    // No directive may re-open script execution through a fallback.
    if (values.includes("'unsafe-eval'")) throw new Error("CSP allows 'unsafe-eval'");
  }
}

function expectBaselineHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toMatch(/^(DENY|SAMEORIGIN)$/);
  expect(res.headers['x-powered-by']).toBeUndefined();
  expect(res.headers.server).toBeUndefined();
  expectStrictScripts(res);
}

describe('stored XSS', () => {
  const t = setupTestApp();
  const { shopper, admin } = createUsersOnce(t, { shopper: {}, admin: { admin: true } });

  it('keeps script in a review comment as plain JSON text, served as JSON with nosniff', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 1 });
    for (const comment of PAYLOADS) {
      // One review per shopper and product: each payload comes from its own shopper.
      const author = await createUser(t.app);
      const res = await attack(t.app, {
        method: 'POST',
        url: `/api/product/${product.id}/reviews`,
        headers: bearer(author.token),
        payload: { rating: 5, comment },
      });
      expect(res.statusCode).toBe(201);
    }
    for (const url of [
      `/api/product/${product.id}`,
      `/api/product/${product.id}/reviews`,
      `/api/${product.id}/reviews`,
    ]) {
      const res = await attack(t.app, { method: 'GET', url });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expectBaselineHeaders(res);
      const body = res.json<
        { reviews?: Array<{ comment: string }> } | Array<{ comment: string }>
      >();
      const comments = (Array.isArray(body) ? body : (body.reviews ?? [])).map((r) => r.comment);
      // Stored and returned byte for byte: the web app renders it as text, never as HTML.
      expect(comments.sort()).toEqual([...PAYLOADS].sort());
    }
  });

  it('keeps script in a product name as plain JSON text', async () => {
    const name = '<script>alert(1)</script> Kanga';
    const res = await attack(t.app, {
      method: 'POST',
      url: '/api/admin/products',
      headers: bearer(admin.token),
      payload: {
        name,
        description: '<b>bold</b>',
        imageUrl: '/images/k.png',
        price: 10,
        inventory: 1,
        category: 'Women',
      },
    });
    expect(res.statusCode).toBe(201);
    const list = await attack(t.app, { method: 'GET', url: '/api/products?q=kanga' });
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(list.json<Array<{ name: string; description: string }>>()[0]).toMatchObject({
      name,
      description: '<b>bold</b>',
    });
  });

  it('refuses script URLs as product or profile images', async () => {
    for (const imageUrl of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      ' javascript:alert(1)',
      'https://cdn.example/x.png" onerror="alert(1)',
    ]) {
      const product = await attack(t.app, {
        method: 'POST',
        url: '/api/admin/products',
        headers: bearer(admin.token),
        payload: { name: 'n', description: 'd', imageUrl, price: 1, inventory: 1, category: 'Men' },
      });
      expectRefused(product, [400]);
      const profile = await attack(t.app, {
        method: 'PUT',
        url: '/api/update_user',
        headers: bearer(shopper.token),
        payload: { username: shopper.user.username, email: shopper.user.email, imageUrl },
      });
      expectRefused(profile, [400]);
    }
  });

  it('refuses markup in a username (it is shown in reviews and mails)', async () => {
    const res = await attack(t.app, {
      method: 'PUT',
      url: '/api/update_user',
      headers: bearer(shopper.token),
      payload: { username: '<script>x</script>', email: shopper.user.email },
    });
    expectRefused(res, [400]);
  });
});

describe('headers of the web page and the API', () => {
  // The page is written before the app starts (hooks run in order) and removed after it closes.
  const webDir = path.join(tmpdir(), `mavazi-web-${process.pid}-${Date.now()}`);
  beforeAll(() => {
    mkdirSync(webDir);
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));
  const t = setupTestApp({ WEB_DIST_DIR: webDir });

  it('serves the HTML page with a CSP that forbids inline scripts, and framing protection', async () => {
    for (const url of ['/', '/products', '/admin/login', '/products?x=<script>']) {
      const res = await attack(t.app, { method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).not.toContain('x=<script>');
      expectBaselineHeaders(res);
    }
  });

  it('sends the same headers on API answers, errors included', async () => {
    for (const res of [
      await attack(t.app, { method: 'GET', url: '/api/health' }),
      await attack(t.app, { method: 'GET', url: '/api/nope' }),
      await attack(t.app, { method: 'GET', url: '/api/current_user' }),
      await attack(t.app, {
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
    ]) {
      expect(res.headers['content-type']).toContain('application/json');
      expectBaselineHeaders(res);
    }
  });

  it.skipIf(!existsSync(path.join(defaultWebDistDir(), 'index.html')))(
    'has no inline script in the built web page (the CSP would block it)',
    () => {
      const html = readFileSync(path.join(defaultWebDistDir(), 'index.html'), 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      for (const [, attributes, content] of scripts) {
        expect(attributes).toMatch(/\bsrc=/);
        expect(content?.trim()).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    },
  );

  it('keeps CORS closed by default: no CORS headers for a foreign origin, preflight included', async () => {
    const get = await attack(t.app, {
      method: 'GET',
      url: '/api/products',
      headers: { origin: 'https://evil.example' },
    });
    expect(get.statusCode).toBe(200);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/checkout',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
    for (const res of [get, preflight]) {
      expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    }
  });
});

describe('CORS opened by CORS_ORIGINS', () => {
  const allowed = 'https://admin.mavazi.example';
  const t = setupTestApp({ CORS_ORIGINS: `https://shop.mavazi.example, ${allowed}` });

  const preflight = (origin: string, method: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/update_user',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it('answers a listed origin, for every method the API uses, without credentials', async () => {
    const get = await attack(t.app, {
      method: 'GET',
      url: '/api/products',
      headers: { origin: allowed },
    });
    expect(get.headers['access-control-allow-origin']).toBe(allowed);
    expect(String(get.headers.vary)).toContain('Origin');
    expect(get.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(get.headers['access-control-expose-headers'])).toContain('X-Total-Count');

    const res = await preflight(allowed, 'PUT');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(allowed);
    const methods = String(res.headers['access-control-allow-methods']).split(/,\s*/);
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
  });

  it('gives a foreign origin, or a look-alike, no CORS header at all', async () => {
    for (const origin of [
      'https://evil.example',
      'https://admin.mavazi.example.evil.example',
      'http://admin.mavazi.example',
      'null',
    ]) {
      const get = await attack(t.app, { method: 'GET', url: '/api/products', headers: { origin } });
      const pre = await preflight(origin, 'DELETE');
      expect(pre.statusCode).toBeGreaterThanOrEqual(400);
      for (const res of [get, pre]) {
        expect(
          Object.keys(res.headers).filter((h) => h.startsWith('access-control-')),
          origin,
        ).toEqual([]);
      }
    }
  });
});
