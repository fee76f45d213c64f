import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/test-app';

describe('server core', () => {
  const t = setupTestApp();

  it('answers health once the database answers reads and writes, and leaves no probe rows behind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { reads: 'ok', writes: 'ok' } });
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(await t.app.db.selectFrom('health_probes').select('id').execute()).toEqual([]);
  });

  it('answers unknown /api paths with a JSON 404, never the HTML page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toHaveProperty('error');
  });

  it('serves the OpenAPI document and the docs page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
    expect(doc.json().paths['/api/health']).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('sets security headers and keeps CORS closed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeTruthy();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('runs migrations twice without harm', async () => {
    const { migrateToLatest } = await import('../../src/db/migrate');
    await expect(
      migrateToLatest({ db: t.app.db, dialect: t.app.dialect, close: async () => {} }),
    ).resolves.toBeUndefined();
  });
});
