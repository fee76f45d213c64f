import { describe, expect, it } from 'vitest';
import { USER_KEYS, attack, expectNoSecrets } from '../helpers/attacks';
import { createPromo, registrationBody } from '../helpers/fixtures';
import { bearer, createUser, nextIp, setupTestApp, uniqueName } from '../helpers/test-app';
import { usernameBase } from '../../src/modules/accounts/derive-username';

describe('POST /register with a real name, signed in at once', () => {
  const t = setupTestApp();

  const register = (payload: unknown) =>
    attack(t.app, {
      method: 'POST',
      url: '/api/register',
      payload: payload as object,
      remoteAddress: nextIp(),
    });
  const rowOf = (id: number) =>
    t.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('takes a name with spaces, derives a unique username and answers a working token', async () => {
    const tag = uniqueName('ao');
    const first = await register({
      name: 'Achieng Otieno',
      email: `${tag}@example.com`,
      phone_number: '+254712345678',
      password: 'correct-horse-battery',
      language: 'sw',
      marketing_opt_in: true,
    });
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json<{ access_token: string; user: Record<string, unknown> }>();
    expect(Object.keys(body.user).sort()).toEqual(USER_KEYS);
    expect(body.user).toMatchObject({ name: 'Achieng Otieno', language: 'sw' });
    expect(body.user.marketing_opt_in).toBe(true);
    expect(Date.parse(String(body.user.marketing_opt_in_at))).not.toBeNaN();
    expectNoSecrets(body);

    // The token signs the shopper in, as POST /login's does.
    const me = await attack(t.app, {
      method: 'GET',
      url: '/api/current_user',
      headers: bearer(body.access_token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(body.user.id);

    const second = await register({
      name: 'Achieng Otieno',
      email: `${tag}-2@example.com`,
      phone_number: '+254712345679',
      password: 'correct-horse-battery',
    });
    expect(second.statusCode, second.body).toBe(201);
    const names = [body.user.username, second.json().user.username];
    expect(new Set(names).size).toBe(2);
    for (const name of names) expect(String(name)).toMatch(/^achieng\.otieno\d*$/);
    // The welcome mail greets by the name.
    const welcome = await t.app.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', `${tag}@example.com`)
      .where('subject', '=', 'Karibu Mavazi')
      .executeTakeFirstOrThrow();
    expect(welcome.text_body).toContain('Habari Achieng Otieno,');
  });

  it('keeps the first edition: the spec fields alone still register, with a token added', async () => {
    const res = await register(registrationBody());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Registration successful' });
    expect(typeof res.json().access_token).toBe('string');
    expect((await rowOf(res.json().user.id)).name).toBeNull();
  });

  it('refuses hostile and oversized names, and a taken username given on purpose', async () => {
    for (const name of ['', '   ', 'x'.repeat(81), '<script>alert(1)</script>', 'a\u0000b']) {
      const res = await register(registrationBody({ name }));
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
    }
    const holder = await createUser(t.app);
    const taken = await register(registrationBody({ username: holder.user.username }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('USERNAME_TAKEN');
    // A derived username never collides with one taken, even when the email's local part matches.
    const derived = await register({
      email: `${holder.user.username}@other.example`,
      phone_number: '+254712345670',
      password: 'correct-horse-battery',
    });
    expect(derived.statusCode, derived.body).toBe(201);
    expect(derived.json().user.username).not.toBe(holder.user.username);
  });

  it('derives usernames from names and emails', () => {
    expect(usernameBase('Achieng Otieno', 'a@b.c')).toBe('achieng.otieno');
    expect(usernameBase('Wanjirũ Kamau', 'a@b.c')).toBe('wanjiru.kamau');
    expect(usernameBase('李', 'mary.w@example.com')).toBe('mary.w');
    expect(usernameBase(undefined, '!!@example.com')).toBe('shopper');
    expect(usernameBase('x'.repeat(80), 'a@b.c').length).toBeLessThanOrEqual(25);
  });

  it('matches promotion codes ignoring spaces and case', async () => {
    await createPromo(t.app, { code: 'KARIBU10X', discount_percentage: 10 });
    for (const asked of ['karibu 10x', ' Karibu10X ', 'KARIBU 10 X']) {
      const res = await attack(t.app, {
        method: 'GET',
        url: `/api/promocodes/${encodeURIComponent(asked)}`,
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, asked).toBe(200);
      expect(res.json().code).toBe('KARIBU10X');
    }
  });
});
