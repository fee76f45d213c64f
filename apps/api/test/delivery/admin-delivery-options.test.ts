import { describe, expect, it } from 'vitest';
import { createProduct, postCheckout } from '../helpers/fixtures';
import { callApi, countRows, createUsersOnce, setupTestApp } from '../helpers/test-app';
import { createDeliveryOption, deliveryFor } from './delivery-fixtures';

describe('admin delivery options', () => {
  const t = setupTestApp();
  const { admin, shopper } = createUsersOnce(t, { admin: { admin: true }, shopper: {} });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ) => callApi(t.app, method, url, token, payload);

  const countOptions = () => countRows(t.app, 'delivery_options');

  const valid = {
    name: 'Door delivery to the main towns',
    kind: 'door',
    counties: ['Nakuru', 'Mombasa', 'Kisumu'],
    fee: 400,
    free_over: 8000.5,
    eta_min_days: 2,
    eta_max_days: 3,
    is_active: true,
  };

  it('adds, lists, changes, deactivates and deletes an option', async () => {
    const created = await call('POST', '/admin/delivery-options', admin.token, valid);
    expect(created.statusCode).toBe(201);
    const option = created.json();
    // Counties come back once each, in the official order.
    expect(option).toEqual({
      ...valid,
      id: expect.any(Number),
      counties: ['Kisumu', 'Mombasa', 'Nakuru'],
    });

    const list = await call('GET', '/admin/delivery-options', admin.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(option);

    const shopperView = await call('GET', '/delivery/options');
    expect(shopperView.statusCode).toBe(200);
    const { is_active: _omitted, ...publicShape } = option;
    expect(shopperView.json()).toContainEqual(publicShape);

    // Omitted free_over and is_active keep their values.
    const renamed = await call('PUT', `/admin/delivery-options/${option.id}`, admin.token, {
      name: 'Main towns',
      kind: 'door',
      counties: [],
      fee: 450,
      eta_min_days: 1,
      eta_max_days: 4,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      ...option,
      name: 'Main towns',
      counties: [],
      fee: 450,
      eta_min_days: 1,
      eta_max_days: 4,
    });

    const deactivated = await call('PUT', `/admin/delivery-options/${option.id}`, admin.token, {
      ...valid,
      free_over: null,
      is_active: false,
    });
    expect(deactivated.json()).toMatchObject({ free_over: null, is_active: false });
    const afterDeactivation = (await call('GET', '/delivery/options')).json();
    expect(afterDeactivation.map((o: { id: number }) => o.id)).not.toContain(option.id);
    expect((await call('GET', '/admin/delivery-options', admin.token)).json()).toContainEqual(
      deactivated.json(),
    );

    const deleted = await call('DELETE', `/admin/delivery-options/${option.id}`, admin.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Delivery option deleted successfully' });
    const again = await call('DELETE', `/admin/delivery-options/${option.id}`, admin.token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'DELIVERY_OPTION_NOT_FOUND' });
  });

  it('lists door delivery before pick-up, cheapest first, active options only', async () => {
    const pickup = await createDeliveryOption(t.app, {
      name: 'Shop pick-up',
      kind: 'pickup',
      fee: 0,
    });
    const dear = await createDeliveryOption(t.app, { name: 'Express', fee: 900 });
    const cheap = await createDeliveryOption(t.app, { name: 'Standard', fee: 200 });
    const hidden = await createDeliveryOption(t.app, { name: 'Retired', is_active: false });
    const ids = (await call('GET', '/delivery/options')).json().map((o: { id: number }) => o.id);
    expect(ids.filter((id: number) => [pickup.id, dear.id, cheap.id].includes(id))).toEqual([
      cheap.id,
      dear.id,
      pickup.id,
    ]);
    expect(ids).not.toContain(hidden.id);
  });

  it.each([
    ['a negative fee', { fee: -1 }, 'fee'],
    ['a fee with 3 decimals', { fee: 10.001 }, 'fee'],
    ['a fee as text', { fee: '250' }, 'fee'],
    [
      'more days at the fastest than at the slowest',
      { eta_min_days: 5, eta_max_days: 3 },
      'eta_max_days',
    ],
    ['negative days', { eta_min_days: -1 }, 'eta_min_days'],
    ['a county that is not one of the 47', { counties: ['Nairobi', 'Gotham'] }, 'counties.1'],
    ['counties as text', { counties: 'Nairobi' }, 'counties'],
    ['an empty name', { name: '  ' }, 'name'],
    ['no name', { name: undefined }, 'name'],
    ['a huge name', { name: 'x'.repeat(10_000) }, 'name'],
    ['a huge county list', { counties: Array.from({ length: 5000 }, () => 'Nairobi') }, 'counties'],
    ['a free-from subtotal of 0', { free_over: 0 }, 'free_over'],
    ['an unknown kind', { kind: 'drone' }, 'kind'],
  ])('refuses %s with 400 naming the field, writing nothing', async (_, change, field) => {
    const existing = await createDeliveryOption(t.app, { name: 'Untouched' });
    const before = await countOptions();
    const created = await call('POST', '/admin/delivery-options', admin.token, {
      ...valid,
      ...change,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(created.json().details)).toContain(field);
    const updated = await call('PUT', `/admin/delivery-options/${existing.id}`, admin.token, {
      ...valid,
      ...change,
    });
    expect(updated.statusCode).toBe(400);
    expect(await countOptions()).toBe(before);
    const row = await t.app.db
      .selectFrom('delivery_options')
      .selectAll()
      .where('id', '=', existing.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(existing);
  });

  it('ignores fields the server owns (id, times) in the body', async () => {
    const res = await call('POST', '/admin/delivery-options', admin.token, {
      ...valid,
      id: 999_999,
      created_at: '2000-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).not.toBe(999_999);
  });

  it('answers 404 for an unknown option and 400 for a malformed id', async () => {
    const put = await call('PUT', '/admin/delivery-options/987654', admin.token, valid);
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({
      error: 'Delivery option not found',
      code: 'DELIVERY_OPTION_NOT_FOUND',
    });
    expect((await call('DELETE', '/admin/delivery-options/abc', admin.token)).statusCode).toBe(400);
    expect((await call('PUT', '/admin/delivery-options/-1', admin.token, valid)).statusCode).toBe(
      400,
    );
  });

  it('refuses shoppers (403) and visitors (401) on every admin route, changing nothing', async () => {
    const option = await createDeliveryOption(t.app);
    const before = await countOptions();
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
      ['GET', '/admin/delivery-options'],
      ['POST', '/admin/delivery-options'],
      ['PUT', `/admin/delivery-options/${option.id}`],
      ['DELETE', `/admin/delivery-options/${option.id}`],
    ];
    for (const [method, url] of routes) {
      const payload = method === 'POST' || method === 'PUT' ? { ...valid, fee: 1 } : undefined;
      const asShopper = await call(method, url, shopper.token, payload);
      expect(asShopper.statusCode, `${method} ${url}`).toBe(403);
      expect(asShopper.json()).toMatchObject({ code: 'FORBIDDEN' });
      const anonymous = await call(method, url, undefined, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await countOptions()).toBe(before);
    const row = await t.app.db
      .selectFrom('delivery_options')
      .selectAll()
      .where('id', '=', option.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(option);
  });

  it('keeps orders intact when their option is changed or deleted', async () => {
    const option = await createDeliveryOption(t.app, { name: 'Boda boda in town', fee: 150 });
    const product = await createProduct(t.app, { price: 1000, inventory: 5 });
    const placed = await postCheckout(t.app, shopper.token, {
      items: [{ product_id: product.id, quantity: 1, price: 1000 }],
      total_amount: 1150,
      delivery: deliveryFor(option.id),
      payment_method: 'mpesa',
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;

    await call('PUT', `/admin/delivery-options/${option.id}`, admin.token, { ...valid, fee: 999 });
    expect(
      (await call('DELETE', `/admin/delivery-options/${option.id}`, admin.token)).statusCode,
    ).toBe(200);

    const mine = await call('GET', `/orders/${order.id}`, shopper.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      total_amount: 1150,
      delivery_fee: 150,
      delivery: { option_id: option.id, option_name: 'Boda boda in town', fee: 150 },
    });
  });
});
