import { describe, expect, it } from 'vitest';
import type { AdminSms } from '@mavazi/shared/sms.schemas';
import { queueSms } from '../../src/sms/sms-queue';
import { bearer, createUser, createUsersOnce, setupTestApp } from '../helpers/test-app';
import { freshPhone, textsOf } from './sms-support';

describe('Admin SMS page', () => {
  const t = setupTestApp();
  const staff = createUsersOnce(t, {
    owner: { role: 'owner' },
    manager: { role: 'manager' },
    support: { role: 'support' },
    catalog: { role: 'catalog' },
    fulfilment: { role: 'fulfilment' },
    shopper: {},
  });

  const list = (token: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/sms${query}`, headers: bearer(token) });

  it("shows a guest's text without the token of its private order link; the stored text keeps it for sending", async () => {
    const { user } = await createUser(t.app, { phone_number: freshPhone() });
    const token = 'Tok3n_secret-value-ABCDEFGHIJKLMNOPQRSTUVWXYZ0123';
    await queueSms(t.app.db, user, `admin.guest:${user.id}`, {
      kind: 'order_placed',
      orderNumber: 'ORD-000042',
      totalCents: 245_000,
      payment: 'mpesa',
      link: `http://shop.test/o/ORD-000042/${token}`,
    });
    const res = await list(staff.owner.token, '?limit=1&page=1');
    const [newest] = res.json<AdminSms[]>();
    expect(newest?.message).toContain('http://shop.test/o/ORD-000042/[redacted]');
    expect(res.body).not.toContain(token);
    const stored = await t.app.db
      .selectFrom('sms_outbox')
      .select('message')
      .where('event_key', '=', `admin.guest:${user.id}`)
      .executeTakeFirstOrThrow();
    expect(stored.message).toContain(token);
  });

  it('lists texts newest first with phone, status and cost for owner, manager and support', async () => {
    const { user } = await createUser(t.app, { phone_number: freshPhone() });
    await queueSms(t.app.db, user, `admin.list:${user.id}`, { kind: 'welcome', username: 'w' });
    await t.app.smsOutbox.runOnce();
    for (const who of [staff.owner, staff.manager, staff.support]) {
      const res = await list(who.token, '?limit=1&page=1');
      expect(res.statusCode).toBe(200);
      expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
      const [newest] = res.json<AdminSms[]>();
      expect(newest).toMatchObject({
        event_key: `admin.list:${user.id}`,
        phone: `+${user.phone_number ?? ''}`,
        status: 'sent',
        cost: 'KES 0.8000',
      });
    }
    const sent = await list(staff.support.token, '?status=sent');
    expect(sent.json<AdminSms[]>().every((s) => s.status === 'sent')).toBe(true);
  });

  it('refuses other roles, shoppers and strangers', async () => {
    for (const who of [staff.catalog, staff.fulfilment])
      expect((await list(who.token)).json()).toMatchObject({ code: 'FORBIDDEN_ROLE' });
    expect((await list(staff.shopper.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/sms' })).statusCode).toBe(401);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sms/1/resend',
      headers: bearer(staff.catalog.token),
    });
    expect(resend.statusCode).toBe(403);
  });

  it('refuses hostile paging and filters with 400', async () => {
    for (const query of ['?limit=1000', '?page=0', '?status=lost', '?page=abc', '?limit=-1'])
      expect((await list(staff.owner.token, query)).statusCode).toBe(400);
  });

  it('resends a text as a new one with an audit row, and 404s an unknown one', async () => {
    const { user } = await createUser(t.app, { phone_number: freshPhone() });
    await queueSms(t.app.db, user, `admin.resend:${user.id}`, { kind: 'welcome', username: 'r' });
    const [original] = await textsOf(t.app, `admin.resend:${user.id}`);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/sms/${original?.id ?? 0}/resend`,
      headers: bearer(staff.support.token),
    });
    expect(res.statusCode).toBe(201);
    const copy = res.json<AdminSms>();
    expect(copy).toMatchObject({
      resend_of: original?.id,
      message: original?.message,
      status: 'pending',
    });
    expect(copy.id).not.toBe(original?.id);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'sms.resend')
      .where('entity_id', '=', String(original?.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: staff.support.user.id, actor_role: 'support' });
    expect(JSON.parse(audit[0]?.changes ?? '{}')).toEqual({ resent_as: [null, copy.id] });

    for (const id of ['999999', 'abc', '-1']) {
      const missing = await t.app.inject({
        method: 'POST',
        url: `/api/admin/sms/${id}/resend`,
        headers: bearer(staff.owner.token),
      });
      expect(missing.statusCode).toBe(id === '999999' ? 404 : 400);
    }
  });
});
