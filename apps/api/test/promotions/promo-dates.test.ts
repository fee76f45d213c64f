import { kenyaDate } from '@mavazi/shared/dates';
import { describe, expect, it } from 'vitest';
import { bearer, createUsersOnce, setupTestApp } from '../helpers/test-app';

const DAY = 86_400_000;

describe('promotion dates are days in Kenya time', () => {
  const t = setupTestApp();
  const { admin } = createUsersOnce(t, { admin: { admin: true } });

  const create = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/promocodes',
      headers: bearer(admin.token),
      payload: body,
    });
  const check = (code: string) => t.app.inject({ method: 'GET', url: `/api/promocodes/${code}` });

  it('accepts a one-day promotion for today and redeems it all day', async () => {
    const today = kenyaDate(Date.now());
    const res = await create({
      code: 'LEO-TU',
      discount_percentage: 15,
      start_date: today,
      end_date: today,
      per_customer_limit: 1,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ start_date: today, end_date: today, per_customer_limit: 1 });
    expect((await check('LEO-TU')).statusCode).toBe(200);
  });

  it('ends a promotion at midnight in Nairobi: yesterday’s is over, today’s is on', async () => {
    const yesterday = kenyaDate(Date.now() - DAY);
    const lastWeek = kenyaDate(Date.now() - 7 * DAY);
    expect(
      (
        await create({
          code: 'JANA',
          discount_percentage: 5,
          start_date: lastWeek,
          end_date: yesterday,
        })
      ).statusCode,
    ).toBe(201);
    expect((await check('JANA')).statusCode).toBe(404);
  });

  it('refuses an end before the start, and a per-customer limit that is not a positive whole number', async () => {
    const today = kenyaDate(Date.now());
    const tomorrow = kenyaDate(Date.now() + DAY);
    const before = await create({
      code: 'NYUMA',
      discount_percentage: 5,
      start_date: tomorrow,
      end_date: today,
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().details).toHaveProperty('end_date');
    for (const limit of [0, -1, 1.5, 'two']) {
      const res = await create({
        code: `KIKOMO${String(limit).replace(/\W/g, '')}`,
        discount_percentage: 5,
        start_date: today,
        end_date: tomorrow,
        per_customer_limit: limit,
      });
      expect(res.statusCode, String(limit)).toBe(400);
    }
  });
});
