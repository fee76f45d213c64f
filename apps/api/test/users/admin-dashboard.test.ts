import { describe, expect, it } from 'vitest';
import { bearer, createAdminAndLogin, registerAndLogin } from '../helpers/auth';
import { insertOrder } from '../helpers/fixtures';
import { setupTestApp, signInOnce } from '../helpers/suite';

describe('GET /admin/dashboard', () => {
  const t = setupTestApp();
  const { admin, shopper } = signInOnce(t, {
    admin: createAdminAndLogin,
    shopper: registerAndLogin,
  });

  const dashboard = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });

  it('counts products (not deleted ones), orders and users', async () => {
    const empty = await dashboard(bearer(admin.token));
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ totalProducts: 0, totalOrders: 0, totalUsers: 2 });

    const now = new Date().toISOString();
    const product = (name: string, deletedAt: string | null) => ({
      name,
      description: 'A test product',
      price_cents: 150_000,
      image_url: '/images/test.png',
      category: 'Men',
      inventory: 3,
      deleted_at: deletedAt,
      created_at: now,
      updated_at: now,
    });
    await t.app.db
      .insertInto('products')
      .values([product('Shirt', null), product('Hat', null), product('Gone', now)])
      .execute();
    await insertOrder(t.app, { order_number: 'ORD-TEST-1', user_id: shopper.id });
    await registerAndLogin(t.app);

    const res = await dashboard(bearer(admin.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalProducts: 2, totalOrders: 1, totalUsers: 3 });
  });

  it("answers 403 to a shopper's token and 401 without one", async () => {
    const forbidden = await dashboard(bearer(shopper.token));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toHaveProperty('error');
    const anonymous = await dashboard();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toHaveProperty('error');
  });
});
