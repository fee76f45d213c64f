import { describe, expect, it } from 'vitest';
import type { Refund, Return } from '@mavazi/shared/returns.schemas';
import type { B2cRecord } from '../../src/modules/payments/simulator/mpesa-simulator';
import { b2cTokenOf } from '../../src/modules/payments/payment-gateway';
import { callApi, createUser, createUsersOnce, setupTestApp } from '../helpers/test-app';
import { deliveredOrder } from '../returns/returns-support';
import { readOrderWithPayment } from '../helpers/fixtures';

describe('refunds', () => {
  const t = setupTestApp();
  const { owner, catalog, shopper, fulfilment, support } = createUsersOnce(t, {
    owner: { role: 'owner' },
    catalog: { role: 'catalog' },
    shopper: {},
    fulfilment: { role: 'fulfilment' },
    support: { role: 'support' },
  });

  const refund = (orderId: number, body: object, token = owner.token, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  const token = () => b2cTokenOf(t.config.mpesa.callbackToken);
  const postResult = (body: object, path = 'b2c-result', secret = token()) =>
    t.app.inject({ method: 'POST', url: `/api/payments/mpesa/${path}/${secret}`, payload: body });
  const lastB2c = (): B2cRecord => {
    const record = t.app.mpesaSimulator?.b2cPayments.at(-1);
    if (!record) throw new Error('no B2C request reached the simulator');
    return record;
  };
  const readOrder = (id: number) => readOrderWithPayment(t.app, id);
  const readRefund = (id: number) =>
    t.app.db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('completes a manual refund at once: credit note, refunded_amount, Refunded when all is back, audit', async () => {
    const { order } = await deliveredOrder(t.app, catalog.token, shopper);
    const part = await refund(order.id, { amount: 1000, reason: 'Goodwill', method: 'manual' });
    expect(part.statusCode).toBe(201);
    const first = part.json<Refund>();
    expect(first).toMatchObject({ status: 'Completed', amount: 1000, method: 'manual' });
    expect(first.credit_note_number).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(await readOrder(order.id)).toMatchObject({
      refunded_cents: 100_000,
      payment_status: 'Paid',
    });
    const rest = (
      await refund(order.id, { amount: 2000, reason: 'Rest', method: 'manual' })
    ).json<Refund>();
    const [y, n] = [
      first.credit_note_number?.slice(3, 7),
      Number(first.credit_note_number?.slice(8)),
    ];
    expect(rest.credit_note_number).toBe(`CN-${y}-${String(n + 1).padStart(6, '0')}`);
    expect(await readOrder(order.id)).toMatchObject({
      refunded_cents: 300_000,
      payment_status: 'Refunded',
    });
    const shown = await callApi(t.app, 'GET', `/orders/${order.id}`, shopper.token);
    expect(shown.json()).toMatchObject({ refunded_amount: 3000, payment_status: 'Refunded' });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'refund.create')
      .where('entity_id', '=', String(first.id))
      .execute();
    expect(audit).toHaveLength(1);
    const note = await callApi(t.app, 'GET', `/admin/refunds/${first.id}/credit-note`, owner.token);
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-type']).toContain('text/html');
    expect(note.body).toContain(first.credit_note_number ?? '');
    const texts = await t.app.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('event_key', '=', `refund.${first.id}.completed`)
      .execute();
    expect(texts).toHaveLength(1);
  });

  it('never refunds more than was paid (409 REFUND_EXCEEDS_PAID), also under concurrent requests', async () => {
    const { order } = await deliveredOrder(t.app, catalog.token, shopper);
    const over = await refund(order.id, { amount: 3000.01, reason: 'Too much', method: 'manual' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'REFUND_EXCEEDS_PAID' });
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        refund(order.id, { amount: 1000, reason: 'Race', method: 'manual' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect((await readOrder(order.id)).refunded_cents).toBe(300_000);
    const unpaid = await deliveredOrder(t.app, catalog.token, shopper);
    await t.app.db
      .updateTable('order_payments')
      .set({ payment_status: 'Pending' })
      .where('order_id', '=', unpaid.order.id)
      .execute();
    expect(
      (await refund(unpaid.order.id, { amount: 1, reason: 'x', method: 'manual' })).json(),
    ).toMatchObject({ code: 'REFUND_EXCEEDS_PAID' });
  });

  it('does a double submit once with the same Idempotency-Key', async () => {
    const { order } = await deliveredOrder(t.app, catalog.token, shopper);
    const body = { amount: 500, reason: 'Twice', method: 'manual' };
    const [a, b] = await Promise.all([
      refund(order.id, body, owner.token, 'r-1'),
      refund(order.id, body, owner.token, 'r-1'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json<Refund>().id).toBe(b.json<Refund>().id);
    expect((await readOrder(order.id)).refunded_cents).toBe(50_000);
  });

  it('pays an M-Pesa refund by B2C and settles its result once, however often it comes', async () => {
    const { order } = await deliveredOrder(t.app, catalog.token, shopper);
    const res = await refund(order.id, { amount: 1500, reason: 'Return', method: 'mpesa' });
    expect(res.statusCode).toBe(201);
    const pending = res.json<Refund>();
    expect(pending).toMatchObject({
      status: 'Pending',
      phone: '2547****678',
      credit_note_number: null,
    });
    const sent = lastB2c();
    expect(sent).toMatchObject({
      phone: '254712345678',
      amount: 1500,
      occasion: order.order_number,
    });
    const body = t.app.mpesaSimulator?.b2cResultBody(sent) ?? {};
    expect((await postResult(body)).json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const done = await readRefund(pending.id);
    expect(done).toMatchObject({
      status: 'Completed',
      mpesa_receipt: sent.transactionId,
      result_code: 0,
    });
    const counter = await t.app.db.selectFrom('credit_note_counters').selectAll().execute();
    // The same result again (Daraja retries; another process): nothing changes.
    await Promise.all([postResult(body), postResult(body)]);
    expect(await readRefund(pending.id)).toEqual(done);
    expect(await t.app.db.selectFrom('credit_note_counters').selectAll().execute()).toEqual(
      counter,
    );
    expect((await readOrder(order.id)).refunded_cents).toBe(150_000);
  });

  it('fails a refund whose B2C result says so (phone …0004) and lets staff try again', async () => {
    const { order } = await deliveredOrder(t.app, catalog.token, shopper);
    const pending = (
      await refund(order.id, {
        amount: 3000,
        reason: 'All',
        method: 'mpesa',
        phone: '0712 340 004',
      })
    ).json<Refund>();
    await postResult(t.app.mpesaSimulator?.b2cResultBody(lastB2c()) ?? {});
    expect(await readRefund(pending.id)).toMatchObject({
      status: 'Failed',
      result_code: 2040,
      completed_at: null,
    });
    expect((await readOrder(order.id)).refunded_cents).toBe(0);
    // A failed refund does not count: the whole amount can be refunded again.
    expect(
      (await refund(order.id, { amount: 3000, reason: 'Again', method: 'manual' })).statusCode,
    ).toBe(201);
  });

  it('keeps a refund Pending when no result comes or it times out, lists it for follow-up and lets staff settle it once', async () => {
    const { order } = await deliveredOrder(t.app, catalog.token, shopper);
    const silent = (
      await refund(order.id, {
        amount: 1000,
        reason: 'No result',
        method: 'mpesa',
        phone: '0712340006',
      })
    ).json<Refund>();
    const queued = (
      await refund(order.id, {
        amount: 1000,
        reason: 'Queue',
        method: 'mpesa',
        phone: '0712340007',
      })
    ).json<Refund>();
    await postResult(t.app.mpesaSimulator?.b2cTimeoutBody(lastB2c()) ?? {}, 'b2c-timeout');
    expect(await readRefund(queued.id)).toMatchObject({ status: 'Pending' });
    expect((await readRefund(queued.id)).result_desc).toContain('time-out');
    // Unknown money still counts against what was paid.
    expect(
      (await refund(order.id, { amount: 1000.5, reason: 'Too much', method: 'manual' })).statusCode,
    ).toBe(409);
    const old = new Date(Date.now() - 31 * 60_000).toISOString();
    await t.app.db
      .updateTable('refunds')
      .set({ created_at: old })
      .where('id', '=', silent.id)
      .execute();
    const stale = await callApi(t.app, 'GET', '/admin/refunds?stale=true&limit=100', owner.token);
    expect(stale.json<Refund[]>().map((r) => r.id)).toContain(silent.id);
    expect(stale.json<Refund[]>().map((r) => r.id)).not.toContain(queued.id);
    const settled = await callApi(t.app, 'PATCH', `/admin/refunds/${silent.id}`, owner.token, {
      status: 'Completed',
      mpesa_receipt: 'SIM1234567',
    });
    expect(settled.json()).toMatchObject({ status: 'Completed', mpesa_receipt: 'SIM1234567' });
    expect(
      (
        await callApi(t.app, 'PATCH', `/admin/refunds/${silent.id}`, owner.token, {
          status: 'Failed',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('treats a B2C request Daraja never answered as unknown, not failed', async () => {
    const { order } = await deliveredOrder(t.app, catalog.token, shopper);
    t.app.mpesaSimulator?.failNextRequests(1);
    const res = await refund(order.id, { amount: 100, reason: 'Lost answer', method: 'mpesa' });
    expect(res.json<Refund>()).toMatchObject({ status: 'Pending' });
  });

  it('answers a forged result token like a missing route and changes nothing', async () => {
    const { order } = await deliveredOrder(t.app, catalog.token, shopper);
    const pending = (
      await refund(order.id, { amount: 100, reason: 'Forged', method: 'mpesa' })
    ).json<Refund>();
    const body = t.app.mpesaSimulator?.b2cResultBody(lastB2c()) ?? {};
    expect((await postResult(body, 'b2c-result', 'x'.repeat(43))).statusCode).toBe(404);
    expect((await postResult(body, 'b2c-result', t.config.mpesa.callbackToken)).statusCode).toBe(
      404,
    );
    expect((await postResult({ nonsense: true })).statusCode).toBe(400);
    expect(await readRefund(pending.id)).toMatchObject({ status: 'Pending' });
  });

  it('refunds a received return once and marks it Refunded', async () => {
    const { order, item } = await deliveredOrder(t.app, catalog.token, shopper);
    const ret = (
      await callApi(t.app, 'POST', `/orders/${order.id}/returns`, shopper.token, {
        lines: [{ order_item_id: item.id, quantity: 1, reason: 'defective' }],
      })
    ).json<Return>();
    const early = await refund(order.id, {
      amount: 1500,
      reason: 'Return',
      method: 'manual',
      return_id: ret.id,
    });
    expect(early.statusCode).toBe(409);
    await callApi(t.app, 'PATCH', `/admin/returns/${ret.id}`, owner.token, { status: 'Approved' });
    await callApi(t.app, 'PATCH', `/admin/returns/${ret.id}`, owner.token, { status: 'Received' });
    // The shopper reads Kiswahili from here on: both mails follow users.language.
    const setLanguage = (language: string) =>
      t.app.db.updateTable('users').set({ language }).where('id', '=', shopper.user.id).execute();
    await setLanguage('sw');
    const first = await refund(order.id, {
      amount: 1500,
      reason: 'Return',
      method: 'manual',
      return_id: ret.id,
    }).finally(() => setLanguage('en'));
    expect(first.statusCode).toBe(201);
    const mails = await t.app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', shopper.user.email)
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(mails.map((m) => m.subject)).toEqual([
      `Mavazi: pesa ya oda ${order.order_number} imerudishwa`,
      `Mavazi: ombi la kurudisha ${ret.number}: Pesa imerudishwa`,
    ]);
    expect(mails[0]?.text_body).toContain(`Tumerudisha KSh 1,500 za oda ${order.order_number}.`);
    // The shop's English history note ("Refunded KSh 1,500") is not quoted to the shopper.
    expect(mails[1]?.text_body).not.toContain('Refunded');
    expect(mails[1]?.text_body).toContain('Imerudishwa: KSh 1,500');
    const second = await refund(order.id, {
      amount: 1500,
      reason: 'Return',
      method: 'manual',
      return_id: ret.id,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json<Refund>().id).toBe(first.json<Refund>().id);
    const shown = (await callApi(t.app, 'GET', `/returns/${ret.id}`, shopper.token)).json<Return>();
    expect(shown).toMatchObject({ status: 'Refunded', refunded_amount: 1500 });
    const list = await callApi(t.app, 'GET', `/admin/orders/${order.id}/refunds`, owner.token);
    expect(list.json<Refund[]>()).toHaveLength(1);
  });

  it('greets by the name given (a guest order by its checkout name), not by the username', async () => {
    const named = await createUser(t.app);
    await t.app.db
      .updateTable('users')
      .set({ name: 'Wanjiku Kamau' })
      .where('id', '=', named.user.id)
      .execute();
    const greetings = async () =>
      (
        await t.app.db
          .selectFrom('mail_outbox')
          .select('text_body')
          .where('to_address', '=', named.user.email)
          .orderBy('id')
          .execute()
      ).map((m) => m.text_body.split('\n')[0]);

    const { order, item } = await deliveredOrder(t.app, catalog.token, named);
    const ret = (
      await callApi(t.app, 'POST', `/orders/${order.id}/returns`, named.token, {
        lines: [{ order_item_id: item.id, quantity: 1, reason: 'defective' }],
      })
    ).json<Return>();
    await callApi(t.app, 'PATCH', `/admin/returns/${ret.id}`, owner.token, { status: 'Approved' });
    await callApi(t.app, 'PATCH', `/admin/returns/${ret.id}`, owner.token, { status: 'Received' });
    const paid = await refund(order.id, {
      amount: 1500,
      reason: 'Return',
      method: 'manual',
      return_id: ret.id,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    // Requested, Approved, Received, Refunded (the return) and the refund's own mail.
    expect(await greetings()).toEqual(Array(5).fill('Hello Wanjiku Kamau,'));

    const guestOrder = await deliveredOrder(t.app, catalog.token, named);
    await t.app.db
      .updateTable('orders')
      .set({ guest_name: 'Achieng Otieno' })
      .where('id', '=', guestOrder.order.id)
      .execute();
    const guestReturn = await callApi(
      t.app,
      'POST',
      `/orders/${guestOrder.order.id}/returns`,
      named.token,
      { lines: [{ order_item_id: guestOrder.item.id, quantity: 1, reason: 'defective' }] },
    );
    expect(guestReturn.statusCode, guestReturn.body).toBe(201);
    await callApi(t.app, 'PATCH', `/admin/returns/${guestReturn.json<Return>().id}`, owner.token, {
      status: 'Approved',
    });
    expect((await greetings()).slice(5)).toEqual(Array(2).fill('Hello Achieng Otieno,'));
    expect((await greetings()).join('\n')).not.toContain(named.user.username);
  });

  it('keeps refunds to money managers (403) and answers 404 for unknown orders and refunds', async () => {
    const { order } = await deliveredOrder(t.app, catalog.token, shopper);
    for (const staff of [fulfilment, support]) {
      expect(
        (await refund(order.id, { amount: 1, reason: 'x', method: 'manual' }, staff.token))
          .statusCode,
      ).toBe(403);
      expect(
        (await callApi(t.app, 'GET', `/admin/orders/${order.id}/refunds`, staff.token)).statusCode,
      ).toBe(403);
    }
    expect(
      (await refund(order.id, { amount: 1, reason: 'x', method: 'manual' }, shopper.token))
        .statusCode,
    ).toBe(403);
    expect((await refund(999_999, { amount: 1, reason: 'x', method: 'manual' })).statusCode).toBe(
      404,
    );
    expect(
      (await callApi(t.app, 'GET', '/admin/refunds/999999/credit-note', owner.token)).statusCode,
    ).toBe(404);
    expect((await refund(order.id, { amount: -5, reason: 'x', method: 'manual' })).statusCode).toBe(
      400,
    );
    expect(
      (await refund(order.id, { amount: 10.5, reason: 'x', method: 'mpesa' })).statusCode,
    ).toBe(400);
  });
});
