import { describe, expect, it } from 'vitest';
import { attack } from '../helpers/attacks';
import { createProduct, SHIPPING } from '../helpers/fixtures';
import { bearer, createUsersOnce, nextIp, setupTestApp } from '../helpers/test-app';

describe('GET /orders/lookup/invoice: a guest prints the invoice from the private link', () => {
  const t = setupTestApp({ RATE_LIMIT_ORDER_LOOKUPS_PER_ADDRESS: '6/15m' });
  const { owner } = createUsersOnce(t, { owner: { role: 'owner' } });

  let seq = 0;
  async function guestOrder(): Promise<{
    id: number;
    number: string;
    token: string;
    total: number;
  }> {
    seq += 1;
    const product = await createProduct(t.app, { price: 100, inventory: 10 });
    const res = await attack(t.app, {
      method: 'POST',
      url: '/api/checkout',
      payload: {
        items: [{ product_id: product.id, quantity: 1, price: 100 }],
        total_amount: 100,
        shipping: SHIPPING,
        payment_method: 'cash_on_delivery',
        guest: {
          name: 'Achieng Otieno',
          email: `invoice-guest-${process.pid}-${seq}@example.com`,
          phone: `0722${String(500_000 + seq)}`,
        },
      },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{
      order: { id: number; order_number: string; total_amount: number };
      lookup_token: string;
    }>();
    return {
      id: body.order.id,
      number: body.order.order_number,
      token: body.lookup_token,
      total: body.order.total_amount,
    };
  }
  const invoice = (number: string, token: string, ip = nextIp()) =>
    attack(t.app, {
      method: 'GET',
      url: `/api/orders/lookup/invoice?number=${encodeURIComponent(number)}&token=${encodeURIComponent(token)}`,
      remoteAddress: ip,
    });

  it('answers 409 before payment, then the same HTML as the owner would get', async () => {
    const order = await guestOrder();
    const early = await invoice(order.number, order.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('INVOICE_NOT_READY');

    const paid = await attack(t.app, {
      method: 'POST',
      url: `/api/admin/orders/${order.id}/paid-on-delivery`,
      headers: bearer(owner.token),
      payload: { amount: order.total, reference: 'cash' },
    });
    expect(paid.statusCode, paid.body).toBeLessThan(300);

    const html = await invoice(order.number.toLowerCase(), order.token);
    expect(html.statusCode, html.body).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.headers['cache-control']).toBe('private, no-store');
    const staffCopy = await attack(t.app, {
      method: 'GET',
      url: `/api/admin/orders/${order.id}/invoice`,
      headers: bearer(owner.token),
    });
    expect(html.body).toBe(staffCopy.body);
    expect(html.body).toMatch(/INV-\d{4}-\d{6}/);
  });

  it("answers 404 for a wrong token, another order's token and an unknown number", async () => {
    const mine = await guestOrder();
    const theirs = await guestOrder();
    for (const [number, token] of [
      [mine.number, theirs.token],
      [mine.number, 'A'.repeat(43)],
      ['ORD-999999', mine.token],
    ] as const) {
      const res = await invoice(number, token);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<html');
    }
    for (const query of [
      '',
      `number=${mine.number}`,
      `token=${mine.token}`,
      `number=${'9'.repeat(5000)}&token=x`,
    ]) {
      const res = await attack(t.app, {
        method: 'GET',
        url: `/api/orders/lookup/invoice?${query}`,
        remoteAddress: nextIp(),
      });
      expect([400, 414]).toContain(res.statusCode);
    }
  });

  it('is limited per client address like look-ups, found or not', async () => {
    const order = await guestOrder();
    const ip = nextIp();
    for (let i = 0; i < 6; i += 1)
      expect((await invoice(order.number, 'B'.repeat(43), ip)).statusCode).toBe(404);
    const over = await invoice(order.number, order.token, ip);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });
});
