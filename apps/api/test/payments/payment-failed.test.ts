import { describe, expect, it } from 'vitest';
import type { User } from '@mavazi/shared/auth.schemas';
import { registrationBody } from '../helpers/fixtures';
import { bearer, createUser, setupTestApp, type TestUser } from '../helpers/test-app';
import { textsOf } from '../sms/sms-support';
import { callbackFor, latestPayment, placeOrder, postCallback } from './payment-support';

/** Mails and texts a shopper expects (issue 28): how to pay again, welcome, ticket received, in their language. */
describe('payment failed, welcome and ticket mails in the shopper’s language', () => {
  const t = setupTestApp();

  const mailTo = (email: string) =>
    t.app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();

  async function shopper(language: 'en' | 'sw', phone: string): Promise<TestUser> {
    const user = await createUser(t.app, { phone_number: phone });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/update_user',
      headers: bearer(user.token),
      payload: { username: user.user.username, email: user.user.email, language },
    });
    expect(res.statusCode).toBe(200);
    return user;
  }

  it('mails how to pay again once when M-Pesa callbacks report a failure, however often they arrive', async () => {
    const user = await shopper('en', '0712 555 001');
    const { order } = await placeOrder(t.app, user);
    const payment = await latestPayment(t.app, order.id);
    const failure = callbackFor(payment, {
      resultCode: 2001,
      resultDesc: 'The initiator is wrong',
    });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => postCallback(t.app, failure)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    // A late replay of the same callback changes nothing either.
    expect((await postCallback(t.app, failure)).statusCode).toBe(200);

    const failed = (await mailTo(user.user.email)).filter((m) =>
      m.subject.endsWith('payment did not go through'),
    );
    expect(failed).toHaveLength(1);
    expect(failed[0]?.subject).toBe(
      `Mavazi order ${order.order_number}: payment did not go through`,
    );
    expect(failed[0]?.text_body).toContain('The M-Pesa PIN was wrong');
    expect(failed[0]?.text_body).toContain(
      `/my-orders and tap "Pay again" on order ${order.order_number}.`,
    );
    expect(await textsOf(t.app, `payment.failed:${payment.id}`)).toHaveLength(1);
  });

  it('writes the failure in Kiswahili to a shopper who chose it, and texts only those who chose texts', async () => {
    const user = await shopper('sw', '0712 555 002');
    const { order } = await placeOrder(t.app, user);
    const payment = await latestPayment(t.app, order.id);
    await postCallback(t.app, callbackFor(payment, { resultCode: 1032, resultDesc: 'Cancelled' }));
    const subjects = (await mailTo(user.user.email)).map((m) => m.subject);
    expect(subjects).toEqual([
      `Mavazi: oda ${order.order_number} imepokelewa`,
      `Mavazi: malipo ya oda ${order.order_number} hayakufaulu`,
    ]);
    const [text] = await textsOf(t.app, `payment.failed:${payment.id}`);
    expect(text?.message).toContain('hayakufaulu. Kulipa tena');

    // Texts only: no mail about the failure.
    const smsOnly = await createUser(t.app, { phone_number: '0712 555 003' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/update_user',
      headers: bearer(smsOnly.token),
      payload: { username: smsOnly.user.username, email: smsOnly.user.email, notify_by: ['sms'] },
    });
    const other = await placeOrder(t.app, smsOnly);
    const otherPayment = await latestPayment(t.app, other.order.id);
    await postCallback(t.app, callbackFor(otherPayment, { resultCode: 1, resultDesc: 'Balance' }));
    expect(await mailTo(smsOnly.user.email)).toEqual([]);
    expect(await textsOf(t.app, `payment.failed:${otherPayment.id}`)).toHaveLength(1);
  });

  it('sends nothing when a paid order gets a failure callback for another prompt', async () => {
    const user = await shopper('en', '0712 555 004');
    const { order } = await placeOrder(t.app, user);
    const payment = await latestPayment(t.app, order.id);
    await postCallback(t.app, callbackFor(payment, {}));
    // The same prompt reported failed afterwards: the payment is settled, nothing changes.
    await postCallback(
      t.app,
      callbackFor(payment, { resultCode: 1037, resultDesc: 'Unreachable' }),
    );
    const subjects = (await mailTo(user.user.email)).map((m) => m.subject);
    expect(subjects).toEqual([
      `Mavazi order ${order.order_number} confirmed`,
      `Mavazi order ${order.order_number}: payment received`,
    ]);
    expect(await textsOf(t.app, `payment.failed:${payment.id}`)).toEqual([]);
  });

  it('welcomes a shopper who signed up in Kiswahili in Kiswahili, once', async () => {
    const body = registrationBody({ phone_number: '0712 555 005', language: 'sw' });
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
    expect(res.statusCode).toBe(201);
    const user = res.json<{ user: User }>().user;
    expect(user.language).toBe('sw');
    // Signing up again with the same address is refused and sends nothing more.
    const again = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
    expect(again.statusCode).toBe(409);
    const subjects = (await mailTo(user.email)).map((m) => m.subject).sort();
    expect(subjects).toEqual(['Karibu Mavazi', 'Thibitisha barua pepe yako ya Mavazi']);
    const texts = await textsOf(t.app, `user.welcome:${user.id}`);
    expect(texts.map((x) => x.message)).toEqual([
      `Karibu Mavazi, ${user.username}! Akaunti yako iko tayari. Tutakutumia ujumbe kuhusu oda zako; badilisha hili kwenye wasifu wako.`,
    ]);
    expect(texts[0]?.language).toBe('sw');
  });

  it('refuses a sign-up language other than en or sw', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registrationBody({ language: 'fr' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('language');
  });

  it('acknowledges a new support ticket once by mail and text, with its number, in the shopper’s language', async () => {
    for (const [language, phone, subject, words] of [
      ['en', '0712 555 006', 'support: ticket #{id} received', 'We received your support ticket'],
      ['sw', '0712 555 007', 'msaada: tiketi #{id} imepokelewa', 'Tumepokea tiketi yako ya msaada'],
    ] as const) {
      const user = await shopper(language, phone);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/support/ticket',
        headers: bearer(user.token),
        payload: { subject: 'Wrong size delivered', message: 'The shirt is an M, I ordered an L.' },
      });
      expect(res.statusCode).toBe(201);
      const id = res.json<{ id: number }>().id;
      const mails = await mailTo(user.user.email);
      expect(mails.map((m) => m.subject)).toEqual([
        `Mavazi ${subject.replace('{id}', String(id))}`,
      ]);
      expect(mails[0]?.text_body).toContain(`${words} #${id} "Wrong size delivered"`);
      const texts = await textsOf(t.app, `ticket.opened:${id}`);
      expect(texts).toHaveLength(1);
      expect(texts[0]?.message).toContain(`#${id}`);
    }
  });
});
