import { addDays, kenyaDate } from '@mavazi/shared/dates';
import { describe, expect, it } from 'vitest';
import { createPromo } from '../helpers/fixtures';
import { setupTestApp } from '../helpers/test-app';

const DAY = 86_400_000;
// Promo dates are Kenyan calendar days: from 21:00 UTC, UTC's date is Kenya's yesterday.
const isoDate = (offsetDays: number) => addDays(kenyaDate(Date.now()), offsetDays);

describe('GET /promocodes/{code}', () => {
  const t = setupTestApp();

  const lookup = (code: string) =>
    t.app.inject({ method: 'GET', url: `/api/promocodes/${encodeURIComponent(code)}` });

  it('returns an active code without authentication, whatever its case', async () => {
    const promo = await createPromo(t.app, { code: 'Karibu10Ok', discount_percentage: 10 });
    for (const asked of ['Karibu10Ok', 'KARIBU10OK', 'karibu10ok']) {
      const res = await lookup(asked);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: promo.id,
        code: 'Karibu10Ok',
        discount_percentage: 10,
        start_date: promo.start_date,
        end_date: promo.end_date,
        usage_limit: null,
        per_customer_limit: null,
        times_used: 0,
        is_active: true,
      });
    }
  });

  it('answers 404 for unknown, inactive, not yet started and ended codes', async () => {
    await createPromo(t.app, { code: 'SLEEPING1', is_active: false });
    await createPromo(t.app, {
      code: 'FUTURE1',
      start_date: new Date(Date.now() + DAY).toISOString(),
    });
    await createPromo(t.app, {
      code: 'ENDED1',
      start_date: new Date(Date.now() - 10 * DAY).toISOString(),
      end_date: new Date(Date.now() - 60_000).toISOString(),
    });
    await createPromo(t.app, {
      code: 'ENDEDDAY1',
      start_date: isoDate(-10),
      end_date: isoDate(-1),
    });
    for (const code of ['NOSUCHCODE', 'SLEEPING1', 'FUTURE1', 'ENDED1', 'ENDEDDAY1']) {
      const res = await lookup(code);
      expect(res.statusCode, code).toBe(404);
      expect(res.json()).toEqual({
        error: 'Invalid or expired promotion code',
        code: 'PROMO_INVALID',
      });
    }
  });

  it('treats a bare end date as lasting through that whole day', async () => {
    await createPromo(t.app, { code: 'TODAYONLY', start_date: isoDate(-1), end_date: isoDate(0) });
    const res = await lookup('todayonly');
    expect(res.statusCode).toBe(200);
    expect(res.json().end_date).toBe(isoDate(0));
  });

  it('answers 409 when the usage limit is reached', async () => {
    await createPromo(t.app, { code: 'USEDUP1', usage_limit: 2, times_used: 2 });
    const res = await lookup('usedup1');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Promotion code has reached its usage limit',
      code: 'PROMO_USED_UP',
    });
    await createPromo(t.app, { code: 'ALMOST1', usage_limit: 2, times_used: 1 });
    expect((await lookup('ALMOST1')).statusCode).toBe(200);
  });
});
