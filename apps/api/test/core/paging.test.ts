import { describe, expect, it } from 'vitest';
import { insertOrder } from '../helpers/fixtures';
import { bearer, createUser, createUsersOnce, setupTestApp } from '../helpers/test-app';

describe('long lists come in pages with X-Total-Count', () => {
  const t = setupTestApp();
  const { admin } = createUsersOnce(t, { admin: { admin: true } });
  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it("pages a shopper's orders: 20 by default, at most 100", async () => {
    const shopper = await createUser(t.app);
    for (let i = 0; i < 23; i += 1) await insertOrder(t.app, { user_id: shopper.user.id });
    const first = await get('/api/orders', shopper.token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('23');
    expect(first.json()).toHaveLength(20);
    const rest = await get('/api/orders?offset=20', shopper.token);
    expect(rest.json()).toHaveLength(3);
    const ids = [...first.json(), ...rest.json()].map((o: { id: number }) => o.id);
    expect(new Set(ids).size).toBe(23);
    expect((await get('/api/orders?limit=101', shopper.token)).statusCode).toBe(400);
    expect((await get('/api/orders?limit=0', shopper.token)).statusCode).toBe(400);
  });

  it('pages the admin lists of orders, users and tickets: 50 by default', async () => {
    const shopper = await createUser(t.app);
    for (let i = 0; i < 3; i += 1) {
      await insertOrder(t.app, { user_id: shopper.user.id });
      await t.app.inject({
        method: 'POST',
        url: '/api/support/ticket',
        headers: bearer(shopper.token),
        payload: { subject: `Question ${i}`, message: 'Where is my parcel?' },
      });
    }
    for (const path of ['/api/admin/orders', '/api/admin/users', '/api/admin/support/tickets']) {
      const all = await get(path, admin.token);
      expect(all.statusCode, path).toBe(200);
      const total = Number(all.headers['x-total-count']);
      expect(total, path).toBeGreaterThanOrEqual(2);
      expect(all.json(), path).toHaveLength(Math.min(total, 50));
      const page = await get(`${path}?limit=1&offset=1`, admin.token);
      expect(page.json(), path).toHaveLength(1);
      expect(page.json()[0], path).toEqual(all.json()[1]);
      expect(page.headers['x-total-count'], path).toBe(String(total));
      expect((await get(`${path}?limit=500`, admin.token)).statusCode, path).toBe(400);
    }
  });
});
