import { describe, expect, it } from 'vitest';
import { createProduct, insertOrder } from '../helpers/fixtures';
import { bearer, createUser, createUsersOnce, setupTestApp } from '../helpers/test-app';

describe('GET /admin/dashboard', () => {
  const t = setupTestApp();
  const { admin, shopper } = createUsersOnce(t, { admin: { admin: true }, shopper: {} });

  const dashboard = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });

  it('counts products (not deleted ones), orders and users', async () => {
    const empty = await dashboard(bearer(admin.token));
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ totalProducts: 0, totalOrders: 0, totalUsers: 2 });

    await createProduct(t.app, { name: 'Shirt' });
    await createProduct(t.app, { name: 'Hat' });
    await createProduct(t.app, { name: 'Gone', deleted: true });
    await insertOrder(t.app, { order_number: 'ORD-TEST-1', user_id: shopper.user.id });
    await createUser(t.app);

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
