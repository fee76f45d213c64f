import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SHOPPER } from '../../src/seed/seed-demo';
import {
  callShop,
  startShopProcess,
  stopShopProcess,
  type ShopProcess,
} from '../helpers/shop-process';
import { SmtpCapture } from '../helpers/smtp-capture';

// SQLite only: the point is the real process started as production would start it.

const ADMIN = { username: 'owner', email: 'owner@shop.example', password: 'owner-password-1' };

function logLines(shop: ShopProcess): Array<Record<string, unknown>> {
  return shop
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('NODE_ENV=production', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mavazi-production-'));
  const smtp = new SmtpCapture();
  let shop: ShopProcess;

  beforeAll(async () => {
    shop = await startShopProcess(dataDir, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example',
      SMTP_URL: await smtp.start(),
      SHOP_PHONE: '254711000111',
      SHOP_EMAIL: 'hello@shop.example',
      SHOP_ADDRESS: 'Kimathi Street, Nairobi',
      MAIL_FROM: 'Duka <orders@shop.example>',
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'true',
      // Live M-Pesa settings; nothing here makes the shop call Daraja.
      MPESA_CONSUMER_KEY: 'live-key',
      MPESA_CONSUMER_SECRET: 'live-secret',
      MPESA_SHORTCODE: '600100',
      MPESA_PASSKEY: 'live-passkey',
      MPESA_CALLBACK_URL: 'https://shop.example',
      MPESA_CALLBACK_TOKEN: 'cb_0123456789abcdefghijklmnopqrstuv',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
  }, 90_000);

  afterAll(async () => {
    if (shop) await stopShopProcess(shop);
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts with the ADMIN_* account only: no demo catalog, no demo accounts', async () => {
    const products = await callShop<unknown[]>(shop, 'GET', '/api/products');
    expect(products.json).toEqual([]);
    const demoShopper = await callShop(shop, 'POST', '/api/login', {
      email: DEMO_SHOPPER.email,
      password: DEMO_SHOPPER.password,
    });
    expect(demoShopper.status).toBe(401);
    const demoAdmin = await callShop(shop, 'POST', '/api/admin/login', {
      username: DEMO_ADMIN.username,
      password: DEMO_ADMIN.password,
    });
    expect(demoAdmin.status).toBe(401);
    const owner = await callShop(shop, 'POST', '/api/admin/login', {
      username: ADMIN.username,
      password: ADMIN.password,
    });
    expect(owner.status).toBe(200);
  });

  it('logs one JSON object per line, each request under its id, which the answer carries', async () => {
    const res = await callShop(shop, 'GET', '/api/health');
    const id = res.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // The proxy's id (trusted: TRUST_PROXY=true) ties the shop's log to the proxy's.
    const proxied = await callShop(shop, 'GET', '/api/health', undefined, undefined, {
      'x-request-id': 'edge-7f3a9c21',
    });
    expect(proxied.headers.get('x-request-id')).toBe('edge-7f3a9c21');
    const odd = await callShop(shop, 'GET', '/api/health', undefined, undefined, {
      'x-request-id': 'x'.repeat(300),
    });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    await new Promise((r) => setTimeout(r, 300));
    const lines = logLines(shop);
    expect(lines.some((l) => l.msg === 'Mavazi is running')).toBe(true);
    for (const reqId of [id, 'edge-7f3a9c21']) {
      const own = lines.filter((l) => l.reqId === reqId);
      expect(own.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
      expect(own[0]).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/health' } });
      expect(own[1]).toMatchObject({ res: { statusCode: 200 } });
    }
    expect(shop.output()).not.toContain('Demo admin');
  });

  it('stops cleanly on SIGTERM', async () => {
    expect(await stopShopProcess(shop)).toBe(0);
    expect(logLines(shop).some((l) => String(l.msg).startsWith('SIGTERM received'))).toBe(true);
  });
});
