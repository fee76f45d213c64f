import { describe, expect, it } from 'vitest';
import { createProduct } from '../helpers/fixtures';
import { bearer, createUser, createUsersOnce, setupTestApp, signIn } from '../helpers/test-app';

describe('the owner disables a shopper', () => {
  const t = setupTestApp({ LOW_STOCK_THRESHOLD: '4' });
  const staff = createUsersOnce(t, {
    owner: { admin: true },
    manager: { role: 'manager' },
    catalog: { role: 'catalog' },
    fulfilment: { role: 'fulfilment' },
    support: { role: 'support' },
  });

  const patch = (id: number | string, token: string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      headers: bearer(token),
      payload: payload as object,
    });
  const auditRows = (id: number) =>
    t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'customer')
      .where('entity_id', '=', String(id))
      .execute();

  it('stops the token at once, audits once per change, and enables again', async () => {
    const shopper = await createUser(t.app);
    const off = await patch(shopper.user.id, staff.owner.token, { disabled: true });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ disabled: true });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/current_user',
      headers: bearer(shopper.token),
    });
    expect(me.statusCode).toBe(401);
    // The same click again is harmless: no second audit row.
    expect((await patch(shopper.user.id, staff.owner.token, { disabled: true })).statusCode).toBe(
      200,
    );
    expect(await auditRows(shopper.user.id)).toHaveLength(1);

    const on = await patch(shopper.user.id, staff.owner.token, { disabled: false });
    expect(on.json()).toMatchObject({ disabled: false });
    const rows = await auditRows(shopper.user.id);
    expect(rows).toHaveLength(2);
    expect(JSON.parse(rows[1]!.changes)).toEqual({ disabled: [true, false] });
    // Signing in works again (signIn throws otherwise).
    expect(await signIn(t.app, shopper.user.email, shopper.password)).toMatch(/\S+/);
  });

  it('answers 403 FORBIDDEN_ROLE to every other role, 404 for staff and unknown ids, 400 for junk', async () => {
    const shopper = await createUser(t.app);
    for (const role of ['manager', 'catalog', 'fulfilment', 'support'] as const) {
      const res = await patch(shopper.user.id, staff[role].token, { disabled: true });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN_ROLE');
    }
    expect(
      (await patch(staff.manager.user.id, staff.owner.token, { disabled: true })).statusCode,
    ).toBe(404);
    expect((await patch(2_000_000_000, staff.owner.token, { disabled: true })).statusCode).toBe(
      404,
    );
    for (const junk of [{ disabled: 'yes' }, {}, { disabled: null }, [true]]) {
      const res = await patch(shopper.user.id, staff.owner.token, junk);
      expect(res.statusCode).toBe(400);
    }
    expect(await auditRows(shopper.user.id)).toHaveLength(0);
  });

  it('lists low stock at or under LOW_STOCK_THRESHOLD, not only sold-out items', async () => {
    const at = await createProduct(t.app, { name: 'At threshold kanga', inventory: 4 });
    const over = await createProduct(t.app, { name: 'Above threshold kanga', inventory: 5 });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(staff.catalog.token),
    });
    const ids = (res.json().lowStock as Array<{ product_id: number }>).map((l) => l.product_id);
    expect(ids).toContain(at.id);
    expect(ids).not.toContain(over.id);
  });
});
