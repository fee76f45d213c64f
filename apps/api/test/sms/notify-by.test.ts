import { describe, expect, it } from 'vitest';
import type { User } from '@mavazi/shared/auth.schemas';
import { bearer, createUser, createUsersOnce, setupTestApp } from '../helpers/test-app';
import { mailAbout, placeOrder } from '../payments/payment-support';
import { registrationBody } from '../helpers/fixtures';
import { textsOf } from './sms-support';

describe('notify_by and language', () => {
  const t = setupTestApp();
  const { abroad } = createUsersOnce(t, { abroad: { phone_number: '+44 20 7946 0958' } });

  const update = (token: string, user: User, changes: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/update_user',
      headers: bearer(token),
      payload: { username: user.username, email: user.email, ...changes },
    });

  const me = async (token: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/current_user', headers: bearer(token) })
    ).json<User>();

  it('defaults to both for a Kenyan mobile and to email otherwise', async () => {
    const kenyan = await createUser(t.app, { phone_number: '0712 345 678' });
    expect(await me(kenyan.token)).toMatchObject({ notify_by: ['email', 'sms'], language: 'en' });
    expect(await me(abroad.token)).toMatchObject({ notify_by: ['email'] });
  });

  it('texts only shoppers who chose SMS, and mails only those who chose email', async () => {
    const smsOnly = await createUser(t.app, { phone_number: '0712 345 670' });
    const res = await update(smsOnly.token, await me(smsOnly.token), {
      notify_by: ['sms'],
      language: 'sw',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: User }>().user).toMatchObject({ notify_by: ['sms'], language: 'sw' });
    const { order } = await placeOrder(t.app, smsOnly);
    const [text] = await textsOf(t.app, `order.placed:${order.id}`);
    expect(text?.message).toMatch(/^Mavazi: Asante! Oda ORD-\d+ imepokelewa\./);
    expect(await mailAbout(t.app, order.order_number)).toEqual([]);

    const emailOnly = await createUser(t.app, { phone_number: '0712 345 671' });
    await update(emailOnly.token, await me(emailOnly.token), { notify_by: ['email'] });
    const placed = await placeOrder(t.app, emailOnly);
    expect(await textsOf(t.app, `order.placed:${placed.order.id}`)).toEqual([]);
    expect(await mailAbout(t.app, placed.order.order_number)).toHaveLength(1);

    const foreign = await placeOrder(t.app, abroad, { method: 'cash_on_delivery' });
    expect(await textsOf(t.app, `order.placed:${foreign.order.id}`)).toEqual([]);
  });

  it('refuses SMS without a Kenyan mobile, unknown channels and languages', async () => {
    const user = await me(abroad.token);
    const sms = await update(abroad.token, user, { notify_by: ['sms'] });
    expect(sms.statusCode).toBe(400);
    expect(sms.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(sms.json().details).toHaveProperty('notify_by');
    // With a Kenyan number in the same request it is accepted.
    const withPhone = await update(abroad.token, user, {
      notify_by: ['sms'],
      phone_number: '0722 000 111',
    });
    expect(withPhone.statusCode).toBe(200);
    for (const bad of [{ notify_by: ['fax'] }, { notify_by: 'sms' }, { language: 'fr' }])
      expect((await update(abroad.token, user, bad)).statusCode).toBe(400);
  });

  it('welcomes a new shopper by mail and by text, once', async () => {
    const body = registrationBody({ phone_number: '0712 999 001' });
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ user: User }>().user.id;
    const [text, ...more] = await textsOf(t.app, `user.welcome:${id}`);
    expect(more).toEqual([]);
    expect(text?.message).toContain(`Welcome to Mavazi, ${String(body.username)}!`);
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', String(body.email).toLowerCase())
      .execute();
    // Beside the link that verifies the address (decision 024).
    expect(mail.map((m) => m.subject).sort()).toEqual([
      'Confirm your Mavazi email address',
      'Welcome to Mavazi',
    ]);
  });
});
