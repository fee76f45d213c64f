import { describe, expect, it } from 'vitest';
import { createProduct, createPromo, postCheckout, readPromo } from '../helpers/fixtures';
import { bearer, createUsersOnce, setupTestApp } from '../helpers/test-app';

describe('admin promotion codes', () => {
  const t = setupTestApp();
  const { admin, shopper } = createUsersOnce(t, { admin: { admin: true }, shopper: {} });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });

  const valid = {
    code: 'SUMMER25',
    discount_percentage: 25,
    start_date: '2026-01-01',
    end_date: '2099-12-31',
    usage_limit: 10,
    is_active: true,
  };

  it('creates, lists, updates and deletes a code', async () => {
    const created = await call('POST', '/admin/promocodes', admin.token, valid);
    expect(created.statusCode).toBe(201);
    const promo = created.json();
    expect(promo).toMatchObject({ ...valid, times_used: 0 });
    expect(promo.id).toBeGreaterThan(0);

    const list = await call('GET', '/admin/promocodes', admin.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(promo);

    const updated = await call('PUT', `/admin/promocodes/${promo.id}`, admin.token, {
      code: 'SUMMER30',
      discount_percentage: 30,
      start_date: '2026-01-01T08:00:00+03:00',
      end_date: '2099-12-31',
    });
    expect(updated.statusCode).toBe(200);
    // Omitted usage_limit and is_active keep their values; date-times are stored in UTC.
    expect(updated.json()).toMatchObject({
      id: promo.id,
      code: 'SUMMER30',
      discount_percentage: 30,
      start_date: '2026-01-01T05:00:00.000Z',
      usage_limit: 10,
      is_active: true,
    });

    const removed = await call('DELETE', `/admin/promocodes/${promo.id}`, admin.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Promotion deleted successfully' });
    expect((await call('DELETE', `/admin/promocodes/${promo.id}`, admin.token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/promocodes/SUMMER30')).statusCode).toBe(404);
  });

  it('defaults to active and unlimited', async () => {
    const res = await call('POST', '/admin/promocodes', admin.token, {
      code: 'plainone',
      discount_percentage: 12.5,
      start_date: '2026-01-01',
      end_date: '2099-01-01',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      code: 'plainone',
      is_active: true,
      usage_limit: null,
      discount_percentage: 12.5,
    });
  });

  it('refuses a code that exists in any case (409) and leaves the original alone', async () => {
    await createPromo(t.app, { code: 'TAKEN1', discount_percentage: 5 });
    const res = await call('POST', '/admin/promocodes', admin.token, { ...valid, code: 'taken1' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Promotion code already exists', code: 'PROMO_EXISTS' });

    const other = await createPromo(t.app, { code: 'OTHER1' });
    const renamed = await call('PUT', `/admin/promocodes/${other.id}`, admin.token, {
      ...valid,
      code: 'Taken1',
    });
    expect(renamed.statusCode).toBe(409);
    expect((await readPromo(t.app, other.id)).code).toBe('OTHER1');
  });

  it('validates the body (400)', async () => {
    const bad: Array<Record<string, unknown>> = [
      { ...valid, code: 'ab' },
      { ...valid, code: 'has space' },
      { ...valid, discount_percentage: 0 },
      { ...valid, discount_percentage: 101 },
      { ...valid, end_date: '2025-12-31' },
      { ...valid, start_date: 'tomorrow' },
      { ...valid, usage_limit: 0 },
      { ...valid, usage_limit: 2.5 },
      { ...valid, usage_limit: 3_000_000_000 },
      { ...valid, code: undefined },
    ];
    for (const body of bad) {
      const res = await call('POST', '/admin/promocodes', admin.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
  });

  it('refuses a usage limit below the times already used', async () => {
    const promo = await createPromo(t.app, { code: 'BUSY1', usage_limit: 10, times_used: 4 });
    const res = await call('PUT', `/admin/promocodes/${promo.id}`, admin.token, {
      ...valid,
      code: 'BUSY1',
      usage_limit: 3,
    });
    expect(res.statusCode).toBe(400);
    expect((await readPromo(t.app, promo.id)).usage_limit).toBe(10);
    const ok = await call('PUT', `/admin/promocodes/${promo.id}`, admin.token, {
      ...valid,
      code: 'BUSY1',
      usage_limit: 4,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expect((await call('PUT', '/admin/promocodes/999999', admin.token, valid)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', '/admin/promocodes/999999', admin.token)).statusCode).toBe(404);
    expect((await call('DELETE', '/admin/promocodes/abc', admin.token)).statusCode).toBe(400);
  });

  it('needs an admin token for every call (401 / 403)', async () => {
    const promo = await createPromo(t.app);
    const calls: Array<[Parameters<typeof call>[0], string, object?]> = [
      ['GET', '/admin/promocodes'],
      ['POST', '/admin/promocodes', { ...valid, code: 'NOPE123' }],
      ['PUT', `/admin/promocodes/${promo.id}`, { ...valid, code: 'NOPE123' }],
      ['DELETE', `/admin/promocodes/${promo.id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(method, url, shopper.token, body)).statusCode).toBe(403);
    }
    expect((await readPromo(t.app, promo.id)).code).toBe(promo.code);
  });

  it('deleting a used code keeps the orders and their code text', async () => {
    const promo = await createPromo(t.app, { code: 'GONE10', discount_percentage: 10 });
    const product = await createProduct(t.app, { price: 100, inventory: 5 });
    const order = await postCheckout(t.app, shopper.token, {
      items: [{ product_id: product.id, quantity: 1, price: 100 }],
      total_amount: 90,
      shipping_address: 'Moi Avenue 1, Nairobi',
      payment_method: 'mpesa',
      promotion_code: 'gone10',
    });
    expect(order.statusCode).toBe(201);
    const orderId: number = order.json().order.id;

    expect((await call('DELETE', `/admin/promocodes/${promo.id}`, admin.token)).statusCode).toBe(
      200,
    );
    const row = await t.app.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row.promotion_id).toBeNull();
    expect(row.promotion_code).toBe('GONE10');
    const read = await call('GET', `/orders/${orderId}`, shopper.token);
    expect(read.json()).toMatchObject({
      promotion_code: 'GONE10',
      discount_percentage: 10,
      total_amount: 90,
    });
  });
});
