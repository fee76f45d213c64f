import { beforeAll, describe, expect, it } from 'vitest';
import { queueSms } from '../../src/sms/sms-queue';
import { createUser, setupTestApp } from '../helpers/test-app';
import { freshPhone, textsOf } from './sms-support';

describe('SMS delivery reports', () => {
  const t = setupTestApp({ SMS_SIM_DELAY_MS: '20' });
  beforeAll(async () => {
    // The simulator posts its reports to the shop's own loopback address.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  async function sendOne(ending = ''): Promise<string> {
    const { user } = await createUser(t.app, { phone_number: freshPhone(ending) });
    const key = `test.report:${user.id}`;
    await queueSms(t.app.db, user, key, { kind: 'delivered', orderNumber: 'ORD-000042' });
    await t.app.smsOutbox.runOnce();
    await t.app.smsSimulator?.idle();
    return key;
  }

  const report = (token: string, form: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/sms/delivery-report/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  it('marks a text delivered when the simulator reports Success', async () => {
    const [row] = await textsOf(t.app, await sendOne());
    expect(row).toMatchObject({ status: 'delivered', provider_status: 'Success' });
    expect(row?.delivered_at).not.toBeNull();
  });

  it('marks a text failed, with the reason, when the report says Failed (…0008)', async () => {
    const [row] = await textsOf(t.app, await sendOne('0008'));
    expect(row).toMatchObject({
      status: 'failed',
      provider_status: 'Failed',
      failure_reason: 'AbsentSubscriber',
      delivered_at: null,
    });
  });

  it('answers a wrong token like a missing route and changes nothing', async () => {
    const key = await sendOne('0008');
    const [before] = await textsOf(t.app, key);
    for (const token of ['wrong', 'x'.repeat(64), `${t.config.sms.deliveryReportToken}x`, '']) {
      const res = await report(token, {
        id: before?.provider_message_id ?? '',
        status: 'Success',
        phoneNumber: `+${before?.to_phone ?? ''}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
      expect(res.body).not.toContain(t.config.sms.deliveryReportToken);
    }
    expect(await textsOf(t.app, key)).toEqual([before]);
  });

  it('keeps a final report final and ignores ids it never sent', async () => {
    const key = await sendOne();
    const [before] = await textsOf(t.app, key);
    const token = t.config.sms.deliveryReportToken;
    const late = await report(token, { id: before?.provider_message_id ?? '', status: 'Buffered' });
    expect(late.statusCode).toBe(200);
    const stranger = await report(token, { id: 'ATXid_unknown', status: 'Failed' });
    expect(stranger.statusCode).toBe(200);
    expect(await textsOf(t.app, key)).toEqual([before]);
  });

  it('refuses a report without an id or with an oversized body, without a 500', async () => {
    const token = t.config.sms.deliveryReportToken;
    expect((await report(token, { status: 'Success' })).statusCode).toBe(400);
    const huge = await report(token, { id: 'a'.repeat(20_000), status: 'Success' });
    expect([400, 413]).toContain(huge.statusCode);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/sms/delivery-report/${token}`,
      payload: { id: 'ATXid_1', status: 'Success' },
    });
    expect(json.statusCode).toBe(200);
  });
});
