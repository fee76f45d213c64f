import { describe, expect, it } from 'vitest';
import { insertOrder, readOrderWithPayment } from '../helpers/fixtures';
import { bearer, createUsersOnce, setupTestApp } from '../helpers/test-app';

describe('fulfilment tools', () => {
  const t = setupTestApp({}, { smtp: true });
  const { owner, packer, helpdesk, cataloguer, shopper } = createUsersOnce(t, {
    owner: { admin: true },
    packer: { role: 'fulfilment' },
    helpdesk: { role: 'support' },
    cataloguer: { role: 'catalog' },
    shopper: {},
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
  const readOrder = (id: number) => readOrderWithPayment(t.app, id);
  const auditOf = (id: number) =>
    t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'order')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
  const podOrder = (overrides: Parameters<typeof insertOrder>[1] | object = {}) =>
    insertOrder(t.app, {
      user_id: shopper.user.id,
      payment_method: 'cash_on_delivery',
      ...overrides,
    });

  describe('GET /admin/orders/{id}', () => {
    it('answers the whole order with customer, payment and history to staff who read orders', async () => {
      const order = await podOrder();
      for (const token of [owner.token, packer.token, helpdesk.token]) {
        const res = await call('GET', `/admin/orders/${order.id}`, token);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body).toMatchObject({
          id: order.id,
          total_amount: 1500,
          customer: { username: shopper.user.username },
          payment: { method: 'cash_on_delivery', status: 'Pending' },
          received: null,
          courier: null,
          tracking_number: null,
          payment_attempts: [],
        });
      }
    });

    it('answers 403 FORBIDDEN_ROLE to the catalog role and shoppers, 404 for unknown orders, 400 for junk', async () => {
      const order = await podOrder();
      const catalog = await call('GET', `/admin/orders/${order.id}`, cataloguer.token);
      expect(catalog.statusCode).toBe(403);
      expect(catalog.json().code).toBe('FORBIDDEN_ROLE');
      expect((await call('GET', `/admin/orders/${order.id}`, shopper.token)).statusCode).toBe(403);
      const missing = await call('GET', '/admin/orders/ORD-9999999', owner.token);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('ORDER_NOT_FOUND');
      const junk = await call(
        'GET',
        `/admin/orders/${encodeURIComponent("1' or 1=1")}`,
        owner.token,
      );
      expect(junk.statusCode).toBe(400);
    });
  });

  describe('POST /admin/orders/{id}/ship', () => {
    it('ships with courier and tracking number: stored, audited, in history, the shopper sees and is mailed', async () => {
      const order = await podOrder();
      const res = await call('POST', `/admin/orders/${order.id}/ship`, packer.token, {
        courier: 'G4S Courier',
        tracking_number: 'G4S-778812',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'On Transit',
        courier: 'G4S Courier',
        tracking_number: 'G4S-778812',
      });
      const history = res.json().history as Array<{
        action: string;
        actor: { username: string; role: string } | null;
        changes: Record<string, unknown>;
      }>;
      const shipped = history.find((h) => h.action === 'order.status');
      expect(shipped?.actor).toMatchObject({ username: packer.user.username, role: 'fulfilment' });
      expect(shipped?.changes.tracking_number).toEqual([null, 'G4S-778812']);
      const audit = await auditOf(order.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'order.status', actor_role: 'fulfilment' });

      const mine = await call('GET', `/orders/${order.id}`, shopper.token);
      expect(mine.json()).toMatchObject({ courier: 'G4S Courier', tracking_number: 'G4S-778812' });
      const list = await call('GET', '/orders', shopper.token);
      const listed = (list.json() as Array<{ id: number; tracking_number: string | null }>).find(
        (o) => o.id === order.id,
      );
      expect(listed?.tracking_number).toBe('G4S-778812');

      const mail = await t.app.db
        .selectFrom('mail_outbox')
        .select(['subject', 'text_body'])
        .where('to_address', '=', shopper.user.email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(mail.subject).toContain('On Transit');
      expect(mail.text_body).toContain('Courier: G4S Courier, tracking number G4S-778812');
    });

    it('a replay changes nothing; sending other values corrects them', async () => {
      const order = await podOrder();
      const body = { courier: 'Rider Otieno', tracking_number: 'BODA-1' };
      await call('POST', `/admin/orders/${order.id}/ship`, packer.token, body);
      const again = await call('POST', `/admin/orders/${order.id}/ship`, packer.token, body);
      expect(again.statusCode).toBe(200);
      expect(await auditOf(order.id)).toHaveLength(1);
      const fixed = await call('POST', `/admin/orders/${order.id}/ship`, packer.token, {
        ...body,
        tracking_number: 'BODA-2',
      });
      expect(fixed.json().tracking_number).toBe('BODA-2');
      const audit = await auditOf(order.id);
      expect(audit.map((a) => a.action)).toEqual(['order.status', 'order.tracking']);
    });

    it('refuses other roles, delivered orders and hostile input; nothing changes', async () => {
      const order = await podOrder();
      const body = { courier: 'G4S', tracking_number: 'X1' };
      for (const token of [helpdesk.token, cataloguer.token]) {
        const res = await call('POST', `/admin/orders/${order.id}/ship`, token, body);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN_ROLE');
      }
      const other = await call('POST', '/admin/orders/ORD-9999999/ship', owner.token, body);
      expect(other.statusCode).toBe(404);
      for (const bad of [
        { courier: '<script>alert(1)</script>', tracking_number: 'X1' },
        { courier: 'G4S', tracking_number: 'x'.repeat(41) },
        { courier: '', tracking_number: 'X1' },
        { courier: 'G4S', tracking_number: 'X1', expected_delivery_date: 'soon' },
        { courier: 'G4S' },
      ]) {
        const res = await call('POST', `/admin/orders/${order.id}/ship`, owner.token, bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      }
      const delivered = await podOrder({ status: 'Delivered' });
      const late = await call('POST', `/admin/orders/${delivered.id}/ship`, owner.token, body);
      expect(late.statusCode).toBe(409);
      expect((await readOrder(order.id)).status).toBe('Pending');
      expect(await auditOf(order.id)).toHaveLength(0);
    });
  });

  describe('PUT /admin/orders/{id}/expected-delivery', () => {
    it('changes the day, audited, shown to the shopper; not before the order day', async () => {
      const order = await podOrder({ created_at: '2026-11-20T09:00:00.000Z' });
      const res = await call('PUT', `/admin/orders/${order.id}/expected-delivery`, packer.token, {
        expected_delivery_date: '2026-12-03',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().expectedDeliveryDate).toBe('2026-12-03');
      const audit = await auditOf(order.id);
      expect(audit.at(-1)).toMatchObject({ action: 'order.tracking' });
      expect(JSON.parse(audit.at(-1)!.changes).expected_delivery_date).toEqual([
        null,
        '2026-12-03',
      ]);
      const mine = await call('GET', `/orders/${order.id}`, shopper.token);
      expect(mine.json().expectedDeliveryDate).toBe('2026-12-03');

      const before = await call('PUT', `/admin/orders/${order.id}/expected-delivery`, owner.token, {
        expected_delivery_date: '2026-11-19',
      });
      expect(before.statusCode).toBe(400);
      expect(before.json().code).toBe('VALIDATION_FAILED');
      const replay = await call('PUT', `/admin/orders/${order.id}/expected-delivery`, owner.token, {
        expected_delivery_date: '2026-12-03',
      });
      expect(replay.statusCode).toBe(200);
      expect(await auditOf(order.id)).toHaveLength(1);
    });

    it('refuses closed orders, other roles and junk', async () => {
      const cancelled = await podOrder({ status: 'Cancelled' });
      const closed = await call(
        'PUT',
        `/admin/orders/${cancelled.id}/expected-delivery`,
        owner.token,
        { expected_delivery_date: '2030-01-01' },
      );
      expect(closed.statusCode).toBe(409);
      expect(closed.json().code).toBe('ORDER_CLOSED');
      const order = await podOrder();
      const support = await call(
        'PUT',
        `/admin/orders/${order.id}/expected-delivery`,
        helpdesk.token,
        {
          expected_delivery_date: '2030-01-01',
        },
      );
      expect(support.statusCode).toBe(403);
      for (const bad of ['2030-02-30', '2030-01-01T00:00:00Z; drop table orders', 20300101]) {
        const res = await call('PUT', `/admin/orders/${order.id}/expected-delivery`, owner.token, {
          expected_delivery_date: bad,
        });
        expect(res.statusCode).toBe(400);
      }
    });
  });

  describe('POST /admin/orders/{id}/paid-on-delivery', () => {
    it('cash for the total: Paid with an invoice number, history and audit; a replay is harmless', async () => {
      const order = await podOrder({ status: 'Delivered' });
      const body = { amount: 1500, reference: 'cash' };
      const res = await call(
        'POST',
        `/admin/orders/${order.id}/paid-on-delivery`,
        packer.token,
        body,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        payment_status: 'Paid',
        received: { amount: 1500, reference: 'cash' },
      });
      expect(res.json().invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
      const last = (res.json().history as Array<{ note: string | null }>).at(-1);
      expect(last?.note).toContain('in cash');
      const replay = await call(
        'POST',
        `/admin/orders/${order.id}/paid-on-delivery`,
        packer.token,
        body,
      );
      expect(replay.statusCode).toBe(200);
      expect(replay.json().invoice_number).toBe(res.json().invoice_number);
      const audit = await auditOf(order.id);
      expect(audit.map((a) => a.action)).toEqual(['order.payment']);
      expect(JSON.parse(audit[0]!.changes).received_reference).toEqual([null, 'cash']);
      const other = await call('POST', `/admin/orders/${order.id}/paid-on-delivery`, packer.token, {
        amount: 1500,
        reference: 'QKJ4ABC123',
      });
      expect(other.statusCode).toBe(409);
    });

    it('an M-Pesa code is kept as the receipt; a different amount needs a note', async () => {
      const order = await podOrder();
      const short = await call('POST', `/admin/orders/${order.id}/paid-on-delivery`, owner.token, {
        amount: 1400,
        reference: 'qkj4abc123',
      });
      expect(short.statusCode).toBe(409);
      expect(short.json().code).toBe('AMOUNT_MISMATCH');
      expect((await readOrder(order.id)).payment_status).toBe('Pending');
      const res = await call('POST', `/admin/orders/${order.id}/paid-on-delivery`, owner.token, {
        amount: 1400,
        reference: 'qkj4abc123',
        note: 'KSh 100 off for a late delivery, agreed by the manager',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        received: { amount: 1400, reference: 'QKJ4ABC123' },
        payment: { mpesa_receipt: 'QKJ4ABC123' },
      });
      expect((await readOrder(order.id)).received_amount_cents).toBe(140_000);
    });

    it('refuses M-Pesa orders, bad codes, other roles and cancelled orders', async () => {
      const mpesa = await insertOrder(t.app, { user_id: shopper.user.id });
      const wrong = await call('POST', `/admin/orders/${mpesa.id}/paid-on-delivery`, owner.token, {
        amount: 1500,
        reference: 'cash',
      });
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json().code).toBe('NOT_PAY_ON_DELIVERY');
      const order = await podOrder();
      for (const bad of [
        { amount: 1500, reference: 'QKJ4ABC12' },
        { amount: 1500, reference: 'QKJ4ABC123X' },
        { amount: 1500, reference: 'QKJ4-BC123' },
        { amount: -1, reference: 'cash' },
        { amount: 1500.001, reference: 'cash' },
        { amount: '1500', reference: 'cash' },
        { amount: 1500 },
      ]) {
        const res = await call(
          'POST',
          `/admin/orders/${order.id}/paid-on-delivery`,
          owner.token,
          bad,
        );
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      }
      for (const token of [helpdesk.token, cataloguer.token, shopper.token]) {
        const res = await call('POST', `/admin/orders/${order.id}/paid-on-delivery`, token, {
          amount: 1500,
          reference: 'cash',
        });
        expect(res.statusCode).toBe(403);
      }
      const cancelled = await podOrder({ status: 'Cancelled' });
      const closed = await call(
        'POST',
        `/admin/orders/${cancelled.id}/paid-on-delivery`,
        owner.token,
        {
          amount: 1500,
          reference: 'cash',
        },
      );
      expect(closed.statusCode).toBe(409);
      expect((await readOrder(order.id)).payment_status).toBe('Pending');
      expect(await auditOf(order.id)).toHaveLength(0);
    });

    it('two clicks at once record one payment and one invoice number', async () => {
      const order = await podOrder();
      const body = { amount: 1500, reference: 'cash' };
      const answers = await Promise.all([
        call('POST', `/admin/orders/${order.id}/paid-on-delivery`, owner.token, body),
        call('POST', `/admin/orders/${order.id}/paid-on-delivery`, packer.token, body),
      ]);
      for (const res of answers) expect([200, 409]).toContain(res.statusCode);
      expect(answers.some((r) => r.statusCode === 200)).toBe(true);
      expect(await auditOf(order.id)).toHaveLength(1);
      const invoices = new Set(
        answers.filter((r) => r.statusCode === 200).map((r) => r.json().invoice_number),
      );
      expect(invoices.size).toBe(1);
    });
  });
});
