import { describe, expect, it } from 'vitest';
import type { Return } from '@mavazi/shared/returns.schemas';
import { callApi, countRows, createUsersOnce, setupTestApp } from '../helpers/test-app';
import { deliveredOrder, variantStock } from './returns-support';

describe('returns', () => {
  const t = setupTestApp();
  const { owner, catalog, shopper, other, support, fulfilment } = createUsersOnce(t, {
    owner: { role: 'owner' },
    catalog: { role: 'catalog' },
    shopper: {},
    other: {},
    support: { role: 'support' },
    fulfilment: { role: 'fulfilment' },
  });

  const ask = (token: string, orderId: number, body: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/returns`,
      headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  const patch = (token: string, id: number, body: object) =>
    callApi(t.app, 'PATCH', `/admin/returns/${id}`, token, body);

  it('opens a return within the window, numbered, with its history, and texts the shopper', async () => {
    const { order, item, sizes } = await deliveredOrder(t.app, catalog.token, shopper);
    const res = await ask(shopper.token, order.id, {
      lines: [
        { order_item_id: item.id, quantity: 1, reason: 'wrong_size', exchange_variant_id: sizes.M },
      ],
      note: 'Too small',
    });
    expect(res.statusCode).toBe(201);
    const ret = res.json<Return>();
    expect(ret).toMatchObject({
      number: `RET-${String(ret.id).padStart(6, '0')}`,
      order_id: order.id,
      status: 'Requested',
      refund_amount: 1500,
      exchange_order_id: null,
      lines: [{ order_item_id: item.id, quantity: 1, reason: 'wrong_size', exchange_size: 'M' }],
      history: [{ status: 'Requested', note: 'Too small', changed_by: null }],
    });
    const texts = await t.app.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('event_key', '=', `return.${ret.id}.Requested`)
      .execute();
    expect(texts).toHaveLength(1);
    expect(texts[0]?.message).toContain(ret.number);
    expect((await callApi(t.app, 'GET', `/returns/${ret.id}`, shopper.token)).json()).toMatchObject(
      { id: ret.id },
    );
    expect(
      (await callApi(t.app, 'GET', `/orders/${order.id}/returns`, shopper.token)).json(),
    ).toHaveLength(1);
  });

  it("answers 404 for others' orders and returns", async () => {
    const { order, item } = await deliveredOrder(t.app, catalog.token, shopper);
    const res = await ask(other.token, order.id, {
      lines: [{ order_item_id: item.id, quantity: 1, reason: 'defective' }],
    });
    expect(res.statusCode).toBe(404);
    const mine = (
      await ask(shopper.token, order.id, {
        lines: [{ order_item_id: item.id, quantity: 1, reason: 'defective' }],
      })
    ).json<Return>();
    expect((await callApi(t.app, 'GET', `/returns/${mine.id}`, other.token)).statusCode).toBe(404);
    expect(
      (await callApi(t.app, 'GET', `/orders/${order.id}/returns`, other.token)).statusCode,
    ).toBe(404);
    // Staff read them through the admin sign-in.
    expect((await callApi(t.app, 'GET', `/returns/${mine.id}`, support.token)).statusCode).toBe(
      200,
    );
  });

  it('refuses after the window (409 RETURN_WINDOW_CLOSED) and before delivery', async () => {
    const late = await deliveredOrder(t.app, catalog.token, shopper, 8);
    const res = await ask(shopper.token, late.order.id, {
      lines: [{ order_item_id: late.item.id, quantity: 1, reason: 'changed_mind' }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'RETURN_WINDOW_CLOSED' });
    const fresh = await deliveredOrder(t.app, catalog.token, shopper);
    await t.app.db
      .updateTable('orders')
      .set({ status: 'On Transit' })
      .where('id', '=', fresh.order.id)
      .execute();
    const early = await ask(shopper.token, fresh.order.id, {
      lines: [{ order_item_id: fresh.item.id, quantity: 1, reason: 'changed_mind' }],
    });
    expect(early.json()).toMatchObject({ code: 'RETURN_WINDOW_CLOSED' });
  });

  it('counts pending returns as returned (409 RETURN_QUANTITY), rejected ones not', async () => {
    const { order, item } = await deliveredOrder(t.app, catalog.token, shopper);
    const line = { order_item_id: item.id, quantity: 2, reason: 'defective' };
    const first = (await ask(shopper.token, order.id, { lines: [line] })).json<Return>();
    const again = await ask(shopper.token, order.id, { lines: [{ ...line, quantity: 1 }] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'RETURN_QUANTITY' });
    expect(
      (await ask(shopper.token, order.id, { lines: [{ ...line, quantity: 3 }] })).statusCode,
    ).toBe(409);
    expect(
      (await patch(owner.token, first.id, { status: 'Rejected', note: 'Worn' })).statusCode,
    ).toBe(200);
    expect((await ask(shopper.token, order.id, { lines: [line] })).statusCode).toBe(201);
  });

  it('does a double submit once: the same Idempotency-Key answers the same return', async () => {
    const { order, item } = await deliveredOrder(t.app, catalog.token, shopper);
    const body = { lines: [{ order_item_id: item.id, quantity: 1, reason: 'defective' }] };
    const before = await countRows(t.app, 'returns');
    const [a, b] = await Promise.all([
      ask(shopper.token, order.id, body, 'k-1'),
      ask(shopper.token, order.id, body, 'k-1'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json<Return>().id).toBe(b.json<Return>().id);
    expect(await countRows(t.app, 'returns')).toBe(before + 1);
  });

  it('refuses hostile input with 400', async () => {
    const { order, item } = await deliveredOrder(t.app, catalog.token, shopper);
    for (const body of [
      { lines: [] },
      { lines: [{ order_item_id: item.id, quantity: 0, reason: 'defective' }] },
      { lines: [{ order_item_id: item.id, quantity: 1, reason: 'bored' }] },
      { lines: [{ order_item_id: 999_999, quantity: 1, reason: 'defective' }] },
      {
        lines: [{ order_item_id: item.id, quantity: 1, reason: 'defective' }],
        note: 'x'.repeat(501),
      },
    ]) {
      expect((await ask(shopper.token, order.id, body)).statusCode).toBe(400);
    }
  });

  it('walks Requested → Approved → Received (restock ledger rows) → Exchanged, and refuses skipped steps with 409', async () => {
    const { order, item, sizes, productId } = await deliveredOrder(t.app, catalog.token, shopper);
    const ret = (
      await ask(shopper.token, order.id, {
        lines: [
          {
            order_item_id: item.id,
            quantity: 1,
            reason: 'wrong_size',
            exchange_variant_id: sizes.M,
          },
        ],
      })
    ).json<Return>();
    expect((await patch(owner.token, ret.id, { status: 'Received' })).statusCode).toBe(409);
    expect((await patch(owner.token, ret.id, { status: 'Exchanged' })).statusCode).toBe(409);
    expect(
      (await patch(owner.token, ret.id, { status: 'Approved', note: 'OK' })).json(),
    ).toMatchObject({ status: 'Approved' });
    expect((await patch(owner.token, ret.id, { status: 'Approved' })).statusCode).toBe(409);
    const sBefore = await variantStock(t.app, sizes.S);
    const received = await patch(fulfilment.token, ret.id, { status: 'Received' });
    expect(received.json()).toMatchObject({ status: 'Received', restocked: true });
    expect(await variantStock(t.app, sizes.S)).toBe(sBefore + 1);
    const movements = await t.app.db
      .selectFrom('stock_movements')
      .selectAll()
      .where('return_id', '=', ret.id)
      .execute();
    expect(movements).toEqual([
      expect.objectContaining({
        reason: 'return',
        delta: 1,
        product_id: productId,
        variant_id: sizes.S,
        order_id: order.id,
      }),
    ]);
    const exchanged = (
      await patch(fulfilment.token, ret.id, { status: 'Exchanged' })
    ).json<Return>();
    expect(exchanged.status).toBe('Exchanged');
    expect(exchanged.history.map((h) => h.status)).toEqual([
      'Requested',
      'Approved',
      'Received',
      'Exchanged',
    ]);
    expect(await variantStock(t.app, sizes.M)).toBe(0);
    const newOrder = await t.app.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', exchanged.exchange_order_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(newOrder).toMatchObject({
      total_cents: 0,
      delivery_fee_cents: 0,
      exchange_for_return_id: ret.id,
      status: 'Confirmed',
    });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'return')
      .where('entity_id', '=', String(ret.id))
      .execute();
    expect(audit).toHaveLength(3);
    expect((await patch(owner.token, ret.id, { status: 'Refunded' })).statusCode).toBe(409);
  });

  it('receives without restocking when restock is false', async () => {
    const { order, item, sizes } = await deliveredOrder(t.app, catalog.token, shopper);
    const ret = (
      await ask(shopper.token, order.id, {
        lines: [{ order_item_id: item.id, quantity: 2, reason: 'defective' }],
      })
    ).json<Return>();
    await patch(owner.token, ret.id, { status: 'Approved' });
    const before = await variantStock(t.app, sizes.S);
    expect(
      (await patch(owner.token, ret.id, { status: 'Received', restock: false })).json(),
    ).toMatchObject({ restocked: false });
    expect(await variantStock(t.app, sizes.S)).toBe(before);
  });

  it('receives a size no longer sold without restocking it, and says so in the history after staff’s note', async () => {
    const { order, item, sizes } = await deliveredOrder(t.app, catalog.token, shopper);
    const ret = (
      await ask(shopper.token, order.id, {
        lines: [{ order_item_id: item.id, quantity: 1, reason: 'defective' }],
      })
    ).json<Return>();
    await patch(owner.token, ret.id, { status: 'Approved' });
    // A size staff removed after it sold stays, hidden, for its orders' sake.
    await t.app.db
      .updateTable('product_variants')
      .set({ hidden: 1 })
      .where('id', '=', sizes.S)
      .execute();
    const received = (
      await patch(fulfilment.token, ret.id, { status: 'Received', note: 'Seam torn' })
    ).json<Return & { restocked: boolean }>();
    expect(received.restocked).toBe(false);
    expect(received.history.at(-1)?.note).toBe(
      `Seam torn. Not restocked (no longer sold): ${item.product_name}`,
    );
    const movements = await t.app.db
      .selectFrom('stock_movements')
      .select('id')
      .where('return_id', '=', ret.id)
      .execute();
    expect(movements).toEqual([]);
  });

  it('answers 409 OUT_OF_STOCK when the exchange size sold out meanwhile, and takes the last unit once', async () => {
    const { order, item, sizes } = await deliveredOrder(t.app, catalog.token, shopper);
    const line = {
      order_item_id: item.id,
      quantity: 1,
      reason: 'wrong_size',
      exchange_variant_id: sizes.M,
    };
    const a = (await ask(shopper.token, order.id, { lines: [line] })).json<Return>();
    const b = (await ask(shopper.token, order.id, { lines: [line] })).json<Return>();
    for (const r of [a, b]) {
      await patch(owner.token, r.id, { status: 'Approved' });
      await patch(owner.token, r.id, { status: 'Received', restock: false });
    }
    const results = await Promise.all(
      [a, b].map((r) => patch(owner.token, r.id, { status: 'Exchanged' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json()).toMatchObject({ code: 'OUT_OF_STOCK' });
    expect(refused?.json<{ error: string }>().error).toContain('sold out');
    expect(await variantStock(t.app, sizes.M)).toBe(0);
  });

  it('lets support open a return for a shopper, and keeps roles to their steps (403)', async () => {
    const { order, item } = await deliveredOrder(t.app, catalog.token, shopper);
    const res = await callApi(t.app, 'POST', `/admin/orders/${order.id}/returns`, support.token, {
      lines: [{ order_item_id: item.id, quantity: 1, reason: 'defective' }],
    });
    expect(res.statusCode).toBe(201);
    const ret = res.json<Return>();
    expect(ret.history[0]?.changed_by).toBe(support.user.id);
    expect(
      (
        await callApi(t.app, 'POST', `/admin/orders/${order.id}/returns`, fulfilment.token, {
          lines: [{ order_item_id: item.id, quantity: 1, reason: 'defective' }],
        })
      ).statusCode,
    ).toBe(403);
    expect((await patch(support.token, ret.id, { status: 'Approved' })).json()).toMatchObject({
      code: 'FORBIDDEN_ROLE',
    });
    expect((await patch(fulfilment.token, ret.id, { status: 'Approved' })).statusCode).toBe(403);
    expect((await callApi(t.app, 'GET', '/admin/returns', catalog.token)).statusCode).toBe(403);
    const list = await callApi(
      t.app,
      'GET',
      '/admin/returns?status=Requested&limit=100',
      support.token,
    );
    expect(list.statusCode).toBe(200);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThan(0);
    expect(list.json<Return[]>().every((r) => r.status === 'Requested')).toBe(true);
    expect((await patch(owner.token, 999_999, { status: 'Approved' })).statusCode).toBe(404);
  });
});
