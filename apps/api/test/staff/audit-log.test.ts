import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { multipartForm, png } from '../catalog/image-fixtures';
import { insertOrder, productInput } from '../helpers/fixtures';
import { bearer, callApi, countRows, createUsersOnce, setupTestApp } from '../helpers/test-app';

interface AuditRow {
  id: number;
  actor: { id: number | null; username: string; role: string };
  action: string;
  entity: string;
  entity_id: string | null;
  changes: Record<string, [unknown, unknown]>;
  ip: string | null;
}

describe('audit log: one row per staff write, in the same transaction', () => {
  const t = setupTestApp();
  const users = createUsersOnce(t, {
    owner: { admin: true },
    manager: { role: 'manager' },
    packer: { role: 'fulfilment' },
    helpdesk: { role: 'support' },
    shopper: {},
  });

  /** The newest audit rows (as GET /admin/audit answers them), after running a write. */
  async function audited(app: FastifyInstance, write: () => Promise<{ statusCode: number }>) {
    const before = await countRows(app, 'audit_log');
    const res = await write();
    const rows = (await callApi(app, 'GET', '/admin/audit?limit=10', users.owner.token)).json<
      AuditRow[]
    >();
    return { res, added: (await countRows(app, 'audit_log')) - before, newest: rows[0] };
  }

  it('records product create, update and delete with the changed fields', async () => {
    let id = 0;
    const created = await audited(t.app, async () => {
      const res = await callApi(
        t.app,
        'POST',
        '/admin/products',
        users.manager.token,
        productInput({ price: 1000 }),
      );
      id = res.json<{ id: number }>().id;
      return res;
    });
    expect(created.res.statusCode).toBe(201);
    expect(created.added).toBe(1);
    expect(created.newest).toMatchObject({
      action: 'product.create',
      entity: 'product',
      entity_id: String(id),
      actor: { id: users.manager.user.id, username: users.manager.user.username, role: 'manager' },
    });
    expect(created.newest?.changes.price).toEqual([null, 1000]);

    const updated = await audited(t.app, () =>
      callApi(
        t.app,
        'PUT',
        `/admin/products/${id}`,
        users.manager.token,
        productInput({ price: 1200 }),
      ),
    );
    expect(updated.added).toBe(1);
    expect(updated.newest?.action).toBe('product.update');
    expect(updated.newest?.changes.price).toEqual([1000, 1200]);
    expect(updated.newest?.ip).toBeTruthy();

    const deleted = await audited(t.app, () =>
      callApi(t.app, 'DELETE', `/admin/products/${id}`, users.owner.token),
    );
    expect(deleted.added).toBe(1);
    expect(deleted.newest).toMatchObject({ action: 'product.delete', entity_id: String(id) });
  });

  it('records photo uploads, reorders, alt texts and deletes', async () => {
    const product = (
      await callApi(t.app, 'POST', '/admin/products', users.owner.token, productInput())
    ).json<{ id: number }>();
    const upload = async () => {
      const form = multipartForm([
        { name: 'file', value: await png(40, 30), filename: 'a.png', type: 'image/png' },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/products/${product.id}/images`,
        headers: { ...bearer(users.owner.token), ...form.headers },
        payload: form.payload,
      });
    };
    const first = await audited(t.app, upload);
    expect(first.res.statusCode).toBe(201);
    expect(first.newest?.action).toBe('product_image.create');
    await upload();
    const images = await t.app.db
      .selectFrom('product_images')
      .select('id')
      .where('product_id', '=', product.id)
      .orderBy('position')
      .execute();
    const ids = images.map((i) => i.id);
    const reordered = await audited(t.app, () =>
      callApi(t.app, 'PUT', `/admin/products/${product.id}/images/order`, users.owner.token, {
        ids: [...ids].reverse(),
      }),
    );
    expect(reordered.newest?.changes.order).toEqual([ids, [...ids].reverse()]);
    const alt = await audited(t.app, () =>
      callApi(t.app, 'PUT', `/admin/products/${product.id}/images/${ids[0]}`, users.owner.token, {
        alt: 'Red kitenge',
      }),
    );
    expect(alt.newest?.action).toBe('product_image.update');
    const removed = await audited(t.app, () =>
      callApi(t.app, 'DELETE', `/admin/products/${product.id}/images/${ids[0]}`, users.owner.token),
    );
    expect(removed.newest?.action).toBe('product_image.delete');
  });

  it('records promotions and delivery options', async () => {
    const promo = await audited(t.app, () =>
      callApi(t.app, 'POST', '/admin/promocodes', users.manager.token, {
        code: 'AUDIT10',
        discount_percentage: 10,
        start_date: '2026-01-01',
        end_date: '2027-01-01',
      }),
    );
    expect(promo.newest?.action).toBe('promotion.create');
    const promoId = promo.newest?.entity_id;
    const promoUpdate = await audited(t.app, () =>
      callApi(t.app, 'PUT', `/admin/promocodes/${promoId}`, users.manager.token, {
        code: 'AUDIT10',
        discount_percentage: 15,
        start_date: '2026-01-01',
        end_date: '2027-01-01',
      }),
    );
    expect(promoUpdate.newest?.changes).toEqual({ discount_percentage: [10, 15] });
    const promoDelete = await audited(t.app, () =>
      callApi(t.app, 'DELETE', `/admin/promocodes/${promoId}`, users.manager.token),
    );
    expect(promoDelete.newest?.action).toBe('promotion.delete');

    const option = await audited(t.app, () =>
      callApi(t.app, 'POST', '/admin/delivery-options', users.owner.token, {
        name: 'Rider in Nairobi',
        kind: 'door',
        counties: ['Nairobi'],
        fee: 200,
        eta_min_days: 1,
        eta_max_days: 2,
      }),
    );
    expect(option.res.statusCode).toBe(201);
    expect(option.newest?.action).toBe('delivery_option.create');
    const optionId = option.newest?.entity_id;
    const optionUpdate = await audited(t.app, () =>
      callApi(t.app, 'PUT', `/admin/delivery-options/${optionId}`, users.owner.token, {
        name: 'Rider in Nairobi',
        kind: 'door',
        counties: ['Nairobi'],
        fee: 250,
        eta_min_days: 1,
        eta_max_days: 2,
      }),
    );
    expect(optionUpdate.newest?.changes).toEqual({ fee: [200, 250] });
    const optionDelete = await audited(t.app, () =>
      callApi(t.app, 'DELETE', `/admin/delivery-options/${optionId}`, users.owner.token),
    );
    expect(optionDelete.newest?.action).toBe('delivery_option.delete');
  });

  it('records order status and support writes, and staff changes', async () => {
    const order = await insertOrder(t.app, {
      user_id: users.shopper.user.id,
      payment_method: 'cash_on_delivery',
    });
    const status = await audited(t.app, () =>
      callApi(t.app, 'PATCH', `/admin/orders/${order.id}`, users.packer.token, {
        status: 'Confirmed',
      }),
    );
    expect(status.res.statusCode).toBe(200);
    expect(status.newest).toMatchObject({
      action: 'order.status',
      entity: 'order',
      entity_id: String(order.id),
      actor: { role: 'fulfilment' },
      changes: { status: ['Pending', 'Confirmed'] },
    });

    const ticket = await callApi(t.app, 'POST', '/support/ticket', users.shopper.token, {
      subject: 'Late delivery',
      message: 'Where is my order?',
    });
    const ticketId = ticket.json<{ id: number }>().id;
    const reply = await audited(t.app, () =>
      callApi(t.app, 'POST', `/admin/support/tickets/${ticketId}/replies`, users.helpdesk.token, {
        message: 'On its way',
      }),
    );
    expect(reply.newest?.action).toBe('ticket.reply');
    const resolved = await audited(t.app, () =>
      callApi(t.app, 'PUT', `/admin/support/ticket/${ticketId}`, users.helpdesk.token, {
        status: 'Resolved',
      }),
    );
    expect(resolved.newest).toMatchObject({
      action: 'ticket.status',
      changes: { status: ['Open', 'Resolved'] },
    });

    const invited = await audited(t.app, () =>
      callApi(t.app, 'POST', '/admin/staff', users.owner.token, {
        username: 'auditpacker',
        email: 'auditpacker@example.com',
        role: 'fulfilment',
      }),
    );
    expect(invited.newest).toMatchObject({ action: 'staff.invite', entity: 'staff' });
    const changed = await audited(t.app, () =>
      callApi(t.app, 'PATCH', `/admin/staff/${invited.newest?.entity_id}`, users.owner.token, {
        role: 'support',
      }),
    );
    expect(changed.newest?.changes).toEqual({ role: ['fulfilment', 'support'] });
  });

  it('writes no row when the write fails', async () => {
    const order = await insertOrder(t.app, { user_id: users.shopper.user.id, status: 'Delivered' });
    const refused = await audited(t.app, () =>
      callApi(t.app, 'PATCH', `/admin/orders/${order.id}`, users.packer.token, {
        status: 'Pending',
      }),
    );
    expect(refused.res.statusCode).toBe(409);
    expect(refused.added).toBe(0);
    const taken = await audited(t.app, () =>
      callApi(t.app, 'POST', '/admin/promocodes', users.manager.token, {
        code: 'AUDIT10',
        discount_percentage: 10,
        start_date: '2026-01-01',
        end_date: '2027-01-01',
      }),
    );
    // The first AUDIT10 was deleted above; this one is new, the next is a duplicate.
    expect(taken.added).toBe(1);
    const duplicate = await audited(t.app, () =>
      callApi(t.app, 'POST', '/admin/promocodes', users.manager.token, {
        code: 'audit10',
        discount_percentage: 10,
        start_date: '2026-01-01',
        end_date: '2027-01-01',
      }),
    );
    expect(duplicate.res.statusCode).toBe(409);
    expect(duplicate.added).toBe(0);
    const missing = await audited(t.app, () =>
      callApi(t.app, 'PUT', '/admin/products/999999', users.owner.token, productInput()),
    );
    expect(missing.res.statusCode).toBe(404);
    expect(missing.added).toBe(0);
    const forbidden = await audited(t.app, () =>
      callApi(t.app, 'POST', '/admin/products', users.packer.token, productInput()),
    );
    expect(forbidden.res.statusCode).toBe(403);
    expect(forbidden.added).toBe(0);
  });

  it('filters by person, entity and days, pages newest first, and is for owners and managers', async () => {
    const byPacker = await callApi(
      t.app,
      'GET',
      `/admin/audit?actor_id=${users.packer.user.id}`,
      users.manager.token,
    );
    expect(byPacker.statusCode).toBe(200);
    const rows = byPacker.json<AuditRow[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.actor.id === users.packer.user.id)).toBe(true);

    const products = await callApi(
      t.app,
      'GET',
      '/admin/audit?entity=product&limit=2&page=1',
      users.owner.token,
    );
    expect(products.headers['x-total-count']).toBeDefined();
    expect(Number(products.headers['x-total-count'])).toBeGreaterThan(2);
    const page1 = products.json<AuditRow[]>();
    const page2 = (
      await callApi(t.app, 'GET', '/admin/audit?entity=product&limit=2&page=2', users.owner.token)
    ).json<AuditRow[]>();
    expect(page1).toHaveLength(2);
    expect((page1[1]?.id ?? 0) > (page2[0]?.id ?? 0)).toBe(true);

    const future = await callApi(t.app, 'GET', '/admin/audit?from=2099-01-01', users.owner.token);
    expect(future.json()).toEqual([]);
    const past = await callApi(t.app, 'GET', '/admin/audit?to=2000-01-01', users.owner.token);
    expect(past.json()).toEqual([]);
    const bad = await callApi(
      t.app,
      'GET',
      '/admin/audit?from=yesterday&limit=1000',
      users.owner.token,
    );
    expect(bad.statusCode).toBe(400);

    for (const who of [users.packer, users.helpdesk]) {
      const res = await callApi(t.app, 'GET', '/admin/audit', who.token);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN_ROLE' });
    }
    expect((await callApi(t.app, 'GET', '/admin/audit', users.shopper.token)).statusCode).toBe(403);
  });

  it('offers no way to change or delete audit rows', async () => {
    const routes = t.app.adminRouteGuards.filter((g) => g.url.startsWith('/api/admin/audit'));
    expect(routes.map((r) => r.method)).toEqual(['GET']);
    for (const method of ['DELETE', 'PUT', 'PATCH'] as const)
      expect((await callApi(t.app, method, '/admin/audit', users.owner.token)).statusCode).toBe(
        404,
      );
  });
});
