import { describe, expect, it } from 'vitest';
import { permissionsOf } from '@mavazi/shared/staff';
import { recordAudit, listAudit } from '../../src/modules/audit/audit.repository';
import { callApi, countRows, createUsersOnce, setupTestApp } from '../helpers/test-app';

describe('staff roles guard admin routes', () => {
  const t = setupTestApp();
  const users = createUsersOnce(t, {
    owner: { admin: true },
    packer: { role: 'fulfilment' },
    helpdesk: { role: 'support' },
    shopper: {},
  });

  it('answers GET /admin/me with the role and its permissions', async () => {
    const res = await callApi(t.app, 'GET', '/admin/me', users.packer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { username: users.packer.user.username, is_admin: true },
      role: 'fulfilment',
      permissions: permissionsOf('fulfilment'),
    });
    expect((await callApi(t.app, 'GET', '/admin/me', users.shopper.token)).statusCode).toBe(403);
    expect((await callApi(t.app, 'GET', '/admin/me')).statusCode).toBe(401);
  });

  it('refuses a role without the permission with 403 FORBIDDEN_ROLE and changes nothing', async () => {
    const before = await countRows(t.app, 'promotions');
    const res = await callApi(t.app, 'POST', '/admin/promocodes', users.packer.token, {
      code: 'PACKER50',
      discount_percentage: 50,
      start_date: '2026-01-01',
      end_date: '2027-01-01',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN_ROLE' });
    expect(await countRows(t.app, 'promotions')).toBe(before);
  });

  it('lets each role through to what it holds', async () => {
    expect((await callApi(t.app, 'GET', '/admin/orders', users.packer.token)).statusCode).toBe(200);
    expect((await callApi(t.app, 'GET', '/admin/orders', users.helpdesk.token)).statusCode).toBe(
      200,
    );
    expect(
      (
        await callApi(t.app, 'PATCH', '/admin/orders/1', users.helpdesk.token, {
          status: 'Confirmed',
        })
      ).statusCode,
    ).toBe(403);
    expect((await callApi(t.app, 'GET', '/admin/promocodes', users.owner.token)).statusCode).toBe(
      200,
    );
  });

  it('checks the role before validating the body, so a stranger role learns nothing', async () => {
    const res = await callApi(t.app, 'POST', '/admin/products', users.helpdesk.token, {});
    expect(res.statusCode).toBe(403);
  });

  it('keeps audit rows with who, what and the changed fields', async () => {
    const actor = { id: users.owner.user.id, username: 'owner-x', role: 'owner', ip: '127.0.0.9' };
    await recordAudit(t.app.db, actor, {
      action: 'product.update',
      entity: 'product',
      entityId: 7,
      changes: { price: [100, 120] },
    });
    const page = await listAudit(
      t.app.db,
      { entity: 'product', entityId: '7' },
      { limit: 10, offset: 0 },
    );
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      actor_username: 'owner-x',
      action: 'product.update',
      ip: '127.0.0.9',
    });
    expect(JSON.parse(page.items[0]?.changes ?? '{}')).toEqual({ price: [100, 120] });
  });
});
