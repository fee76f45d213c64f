import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attack } from '../helpers/attacks';
import {
  bearer,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../helpers/test-app';

// ASVS V14.3 (sensitive data not cached), V13.2 / V4.1 (slow request abuse), V3.4 (what the server
// answers for paths that are not pages).

describe('Cache-Control: no-store on signed-in and token answers', () => {
  let t: TestApp;
  let shopper: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    shopper = await createUser(t.app);
    admin = await createUser(t.app, { admin: true });
  });
  afterAll(async () => t.close());

  it('marks every answer to a request with a bearer token, errors included', async () => {
    for (const [url, token] of [
      ['/api/current_user', shopper.token],
      ['/api/orders', shopper.token],
      ['/api/products', shopper.token],
      ['/api/current_user', 'not-a-real-token'],
      ['/api/nope', shopper.token],
    ] as const) {
      const res = await attack(t.app, { method: 'GET', url, headers: bearer(token) });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('marks every /api/admin answer, even without a token', async () => {
    for (const [url, headers] of [
      ['/api/admin/users', bearer(admin.token)],
      ['/api/admin/users', {}],
      ['/api/admin/dashboard', bearer(shopper.token)],
    ] as const) {
      const res = await attack(t.app, { method: 'GET', url, headers });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('marks the answers that hand out a token', async () => {
    const login = await attack(t.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: shopper.user.email, password: shopper.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const adminLogin = await attack(t.app, {
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: admin.user.username, password: admin.password },
    });
    expect(adminLogin.headers['cache-control']).toBe('no-store');
    const undo = await attack(t.app, {
      method: 'POST',
      url: `/api/account/email/undo/${'x'.repeat(43)}`,
    });
    expect(undo.headers['cache-control']).toBe('no-store');
  });

  it('leaves anonymous catalog reads cacheable', async () => {
    const res = await attack(t.app, { method: 'GET', url: '/api/products' });
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});

describe('a request body that trickles in', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ REQUEST_TIMEOUT_SECONDS: '2' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => t.close());

  it('is cut off after REQUEST_TIMEOUT_SECONDS, long before it would finish', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(200) });
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    // One byte every 100 ms: the whole body would take about 25 seconds.
    const drip = setInterval(() => {
      if (sent < body.length && !socket.destroyed) socket.write(body[sent++] ?? '');
    }, 100);
    // Bounded by the server's timeout; the test's own limit is only a backstop.
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    clearInterval(drip);
    socket.destroy();
    expect(sent).toBeLessThan(body.length);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 20_000);
});

describe('paths that are files, not pages', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'mavazi-web-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(path.join(webDir, 'robots.txt'), 'User-agent: *\n');
    t = await createTestApp({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('answers a missing image, asset or other file with 404, not the page', async () => {
    for (const url of [
      '/images/products/missing.jpg',
      '/assets/index-deadbeef.js',
      '/assets/missing',
      '/favicon.ico',
      '/wp-login.php',
      '/product/12/photo.png',
      '/images/',
    ]) {
      const res = await attack(t.app, { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toContain('text/html');
    }
  });

  it('still serves existing files and the page for app routes', async () => {
    expect((await attack(t.app, { method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
    expect((await attack(t.app, { method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
    for (const url of ['/', '/products', '/password-reset/abc_DEF-123', '/admin']) {
      const res = await attack(t.app, { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
    }
  });
});
