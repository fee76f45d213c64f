import { describe, expect, it } from 'vitest';
import { checkoutBody, createProduct, postCheckout, readProduct } from '../helpers/fixtures';
import { SmtpCapture } from '../helpers/smtp-capture';
import { createTestApp, createUser, setupTestApp } from '../helpers/test-app';

// ASVS V16 (fail safely), V2.3 (atomic business flows): an outage of a side system must not lose
// the order or the message.

describe('mail server down during checkout', () => {
  const t = setupTestApp({}, { smtp: true });

  it('keeps the order, keeps the mail pending with its attempts counted, and delivers it after recovery', async () => {
    const product = await createProduct(t.app, { price: 800, inventory: 3 });
    const buyer = await createUser(t.app);
    t.smtp.refuse = true;
    let orderNumber: string;
    try {
      const res = await postCheckout(
        t.app,
        buyer.token,
        checkoutBody([{ product_id: product.id, quantity: 1, price: 800 }], 800),
      );
      expect(res.statusCode).toBe(201);
      orderNumber = res.json<{ order: { order_number: string } }>().order.order_number;
      // The checkout kicked the worker; wait for that run (runOnce waits for a run in flight), then try once more.
      await t.app.mailOutbox.runOnce();
      await t.app.db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: new Date(0).toISOString() })
        .execute();
      await t.app.mailOutbox.runOnce();
    } finally {
      t.smtp.refuse = false;
    }

    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', buyer.user.email)
      .executeTakeFirstOrThrow();
    expect(mail.status).toBe('pending');
    expect(mail.attempts).toBe(2);
    expect(mail.last_error).toBeTruthy();
    expect(Date.parse(mail.next_attempt_at)).toBeGreaterThan(Date.now() - 1000);
    expect(t.smtp.to(buyer.user.email)).toHaveLength(0);
    // The order stands regardless.
    const order = await t.app.db
      .selectFrom('orders')
      .selectAll()
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('Pending');
    expect((await readProduct(t.app, product.id)).inventory).toBe(2);

    // The server is back; the retry time comes.
    await t.app.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .where('id', '=', mail.id)
      .execute();
    expect(await t.app.mailOutbox.runOnce()).toBe(1);
    const received = await t.smtp.waitFor((m) => m.to.includes(buyer.user.email));
    expect(received.subject).toContain(orderNumber);
    expect(received.text).toContain(orderNumber);
    const sent = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', mail.id)
      .executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    // Delivered once, not again on the next run.
    expect(await t.app.mailOutbox.runOnce()).toBe(0);
    expect(t.smtp.to(buyer.user.email)).toHaveLength(1);
  });

  it('keeps the order when the mail server is not even listening', async () => {
    const deadSmtp = new SmtpCapture();
    const url = await deadSmtp.start();
    await deadSmtp.stop();
    const other = await createTestApp({ SMTP_URL: url });
    try {
      const product = await createProduct(other.app, { price: 100, inventory: 1 });
      const buyer = await createUser(other.app);
      const res = await postCheckout(
        other.app,
        buyer.token,
        checkoutBody([{ product_id: product.id, quantity: 1, price: 100 }], 100),
      );
      expect(res.statusCode).toBe(201);
      await other.app.mailOutbox.runOnce();
      const mail = await other.app.db
        .selectFrom('mail_outbox')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(mail.status).toBe('pending');
      expect(mail.attempts).toBeGreaterThanOrEqual(1);
      expect(mail.last_error).toBeTruthy();
    } finally {
      await other.close();
    }
  });
});
