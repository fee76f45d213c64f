import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createProduct, postCheckout, SHIPPING } from '../helpers/fixtures';
import { createUsersOnce, nextIp, setupTestApp } from '../helpers/test-app';
import { callbackFor, latestPayment } from '../payments/payment-support';

// Issue 22 item 6: a log line must never carry a secret (the M-Pesa callback token, reset, undo and
// verification tokens). The shop runs a realistic flow with its logs captured, then they are searched.

const RESET_LINK = /http:\/\/shop\.test\/password-reset\/([A-Za-z0-9_-]{43})\b/;
const UNDO_LINK = /http:\/\/shop\.test\/account\/undo-email\/([A-Za-z0-9_-]{43})\b/;

describe('secrets never reach the logs', () => {
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n')));
  const t = setupTestApp({ LOG_LEVEL: 'debug' }, { smtp: true, logStream });
  const { shopper } = createUsersOnce(t, { shopper: {} });

  /** Polls (bounded) until the condition holds: the STK Push is sent after the checkout answers. */
  async function eventually(check: () => Promise<boolean>): Promise<void> {
    for (let i = 0; i < 100; i += 1) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('condition never held');
  }

  /** The token of the first link of this kind mailed to `to` after the first `seen` messages. */
  async function mailedToken(to: string, seen: number, link: RegExp): Promise<string> {
    await t.app.mailOutbox.runOnce();
    const mail = await t.smtp.waitFor(
      (m) => m.to.includes(to) && t.smtp.to(to).indexOf(m) >= seen && link.test(m.text),
    );
    return link.exec(mail.text)?.[1] ?? '';
  }

  it('runs checkout, callback, password reset and email change without logging a secret', async () => {
    const callbackToken = t.config.mpesa.callbackToken;
    const secrets: Record<string, string> = { callbackToken };

    // Checkout with M-Pesa: the STK Push carries the callback URL; Daraja's callback comes back.
    const product = await createProduct(t.app, { price: 700, inventory: 5 });
    const checkout = await postCheckout(t.app, shopper.token, {
      items: [{ product_id: product.id, quantity: 1, price: 700 }],
      total_amount: 700,
      shipping: SHIPPING,
      payment_method: 'mpesa',
    });
    expect(checkout.statusCode, checkout.body).toBe(201);
    const orderId = checkout.json<{ order: { id: number } }>().order.id;
    await eventually(
      async () =>
        (await latestPayment(t.app, orderId).catch(() => null))?.checkout_request_id != null,
    );
    const payment = await latestPayment(t.app, orderId);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/mpesa/callback/${callbackToken}`,
      payload: callbackFor(payment),
    });
    expect(paid.statusCode).toBe(200);
    // A wrong path under the token, and a query string with a token: 404s log their address.
    await t.app.inject({ method: 'POST', url: `/api/payments/mpesa/callback/${callbackToken}/x` });
    await t.app.inject({ method: 'GET', url: `/api/nope?token=${callbackToken}` });

    // Password reset: the link, the page and the API call.
    const email = shopper.user.email;
    let seen = t.smtp.to(email).length;
    await t.app.inject({
      method: 'POST',
      url: '/api/request-reset-password',
      payload: { email },
      remoteAddress: nextIp(),
    });
    const resetToken = await mailedToken(email, seen, RESET_LINK);
    expect(resetToken).not.toBe('');
    secrets.resetToken = resetToken;
    await t.app.inject({ method: 'GET', url: `/password-reset/${resetToken}` });
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/reset-password/${resetToken}`,
      payload: { password: 'a-brand-new-password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    // Email change: the undo link mailed to the old address, its page and its API call.
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'a-brand-new-password' },
      remoteAddress: nextIp(),
    });
    const token = signedIn.json<{ access_token: string }>().access_token;
    seen = t.smtp.to(email).length;
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/update_user',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        username: shopper.user.username,
        email: `moved-${shopper.user.username}@example.com`,
        current_password: 'a-brand-new-password',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const undoToken = await mailedToken(email, seen, UNDO_LINK);
    expect(undoToken).not.toBe('');
    secrets.undoToken = undoToken;
    await t.app.inject({ method: 'GET', url: `/account/undo-email/${undoToken}` });
    const undone = await t.app.inject({
      method: 'POST',
      url: `/api/account/email/undo/${undoToken}`,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    secrets.issuedResetToken = undone.json<{ reset_token: string }>().reset_token;

    // Mail that cannot be delivered is logged too.
    t.smtp.refuse = true;
    await t.app.inject({
      method: 'POST',
      url: '/api/request-reset-password',
      payload: { email },
      remoteAddress: nextIp(),
    });
    await t.app.mailOutbox.runOnce();
    t.smtp.refuse = false;

    const log = lines.join('\n');
    // The flow was logged: requests, the Daraja call and the mail failure.
    expect(log).toContain('/api/payments/mpesa/callback/[redacted]');
    expect(log).toContain('CallBackURL');
    expect(log).toContain('mail delivery failed');
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThan(20);
      expect(log.includes(secret), `${name} appears in the logs`).toBe(false);
    }
  }, 120_000);
});
