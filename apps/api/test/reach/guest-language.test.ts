import { describe, expect, it } from 'vitest';
import { attack } from '../helpers/attacks';
import { createProduct, SHIPPING } from '../helpers/fixtures';
import { nextIp, setupTestApp } from '../helpers/test-app';

describe('a guest checkout in Kiswahili', () => {
  const t = setupTestApp();

  const checkout = (guest: Record<string, unknown>, productId: number) =>
    attack(t.app, {
      method: 'POST',
      url: '/api/checkout',
      payload: {
        items: [{ product_id: productId, quantity: 1, price: 100 }],
        total_amount: 100,
        shipping: SHIPPING,
        payment_method: 'cash_on_delivery',
        guest,
      },
      remoteAddress: nextIp(),
    });

  it("writes the guest's mails in the language sent at checkout, and refuses another", async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 10 });
    const email = `sw-guest-${process.pid}@example.com`;
    const res = await checkout(
      { name: 'Achieng Otieno', email, phone: '0712345001', language: 'sw' },
      product.id,
    );
    expect(res.statusCode, res.body).toBe(201);
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Habari');
    expect(mail.text_body).toMatch(/\/orders\/lookup\?number=ORD-\d+&token=/);

    const bad = await checkout(
      { name: 'Achieng Otieno', email, phone: '0712345001', language: 'fr' },
      product.id,
    );
    expect(bad.statusCode).toBe(400);
  });
});
