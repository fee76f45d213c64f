import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config';
import { attack } from '../helpers/attacks';
import { bearer, createUsersOnce, setupTestApp } from '../helpers/test-app';

// Issue 22 item 12: the map of every route is not handed to strangers in production.

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-jwt-secret-that-is-at-least-32-characters-long',
  PUBLIC_URL: 'https://shop.example',
  SMTP_URL: 'smtp://mail.example:587',
  SHOP_PHONE: '254711000111',
  SHOP_EMAIL: 'hello@shop.example',
  SHOP_ADDRESS: 'Kimathi Street, Nairobi',
  MAIL_FROM: 'Duka <orders@shop.example>',
  MPESA_CONSUMER_KEY: 'live-key',
  MPESA_CONSUMER_SECRET: 'live-secret',
  MPESA_SHORTCODE: '600100',
  MPESA_PASSKEY: 'live-passkey',
  MPESA_CALLBACK_URL: 'https://shop.example/',
  MPESA_CALLBACK_TOKEN: 'cb_0123456789abcdefghijklmnopqrstuv',
};

describe('API docs in production', () => {
  it('are staff only by default in production, public elsewhere or with PUBLIC_API_DOCS=true', () => {
    expect(parseConfig(PRODUCTION).publicApiDocs).toBe(false);
    expect(parseConfig({ ...PRODUCTION, PUBLIC_API_DOCS: 'true' }).publicApiDocs).toBe(true);
    expect(parseConfig({ NODE_ENV: 'development' }).publicApiDocs).toBe(true);
  });

  describe('with the docs closed (as in production)', () => {
    const t = setupTestApp({ PUBLIC_API_DOCS: 'false' });
    const { admin, shopper } = createUsersOnce(t, { admin: { admin: true }, shopper: {} });
    const urls = [
      '/api/openapi.json',
      '/api/docs',
      '/api/docs/json',
      '/api/docs/static/index.html',
    ];

    it('refuses strangers and shoppers', async () => {
      for (const url of urls) {
        const stranger = await attack(t.app, { method: 'GET', url });
        expect(stranger.statusCode, url).toBe(401);
        expect(stranger.body, url).not.toContain('/api/admin/');
        const asShopper = await attack(t.app, {
          method: 'GET',
          url,
          headers: bearer(shopper.token),
        });
        expect(asShopper.statusCode, url).toBe(403);
      }
    });

    it('serves staff', async () => {
      const doc = await attack(t.app, {
        method: 'GET',
        url: '/api/openapi.json',
        headers: bearer(admin.token),
      });
      expect(doc.statusCode).toBe(200);
      expect(doc.json().paths['/api/health']).toBeDefined();
    });
  });
});
