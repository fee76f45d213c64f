import { describe, expect, it } from 'vitest';
import { expectNoSecrets } from '../helpers/attacks';
import {
  bearer,
  createUser,
  setupTestApp,
  signIn,
  uniqueName,
  type TestUser,
} from '../helpers/test-app';

describe('PUT /update_user', () => {
  const t = setupTestApp();

  const update = (shopper: TestUser, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/update_user',
      headers: bearer(shopper.token),
      payload: payload as object,
    });
  const row = (id: number) =>
    t.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('updates the profile and answers with the message and the new user', async () => {
    const shopper = await createUser(t.app);
    const username = uniqueName('renamed');
    const res = await update(shopper, {
      username,
      email: `${username}@Example.com`,
      phone_number: '+254733333333',
      imageUrl: '/images/me.png',
      current_password: shopper.password,
    });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json.message).toBe('Profile updated successfully');
    expect(json.user).toMatchObject({
      id: shopper.user.id,
      username,
      email: `${username}@example.com`,
      phone_number: '+254733333333',
      imageUrl: '/images/me.png',
      is_admin: false,
    });
    expectNoSecrets(json);
    const saved = await row(shopper.user.id);
    expect(saved).toMatchObject({
      username,
      email: `${username}@example.com`,
      image_url: '/images/me.png',
    });
    // The session survives a profile change, and the new email signs in.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/current_user',
      headers: bearer(shopper.token),
    });
    expect(me.json().username).toBe(username);
    await expect(signIn(t.app, `${username}@example.com`, shopper.password)).resolves.toBeTruthy();
  });

  it('ignores is_admin and other fields it does not know', async () => {
    const shopper = await createUser(t.app);
    const before = await row(shopper.user.id);
    const res = await update(shopper, {
      username: shopper.user.username,
      email: shopper.user.email,
      is_admin: true,
      id: 1,
      token_version: 99,
      password: 'sneaky-new-password',
      password_hash: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.is_admin).toBe(false);
    const after = await row(shopper.user.id);
    expect(after).toMatchObject({
      is_admin: 0,
      token_version: before.token_version,
      password_hash: before.password_hash,
    });
  });

  it('keeps phone and image when they are left out, and clears them with an empty string', async () => {
    const shopper = await createUser(t.app, { phone_number: '+254744444444' });
    await update(shopper, {
      username: shopper.user.username,
      email: shopper.user.email,
      imageUrl: 'https://img.example/a.png',
    });
    let saved = await row(shopper.user.id);
    expect(saved.phone_number).toBe('+254744444444');
    expect(saved.image_url).toBe('https://img.example/a.png');
    const res = await update(shopper, {
      username: shopper.user.username,
      email: shopper.user.email,
      phone_number: '',
      imageUrl: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ phone_number: null, imageUrl: null });
    saved = await row(shopper.user.id);
    expect(saved.phone_number).toBeNull();
    expect(saved.image_url).toBeNull();
  });

  it('lets a user change the letter case of their own username', async () => {
    const shopper = await createUser(t.app);
    const res = await update(shopper, {
      username: shopper.user.username.toUpperCase(),
      email: shopper.user.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe(shopper.user.username.toUpperCase());
  });

  it("answers 409 for another user's email or username (any case) and changes nothing", async () => {
    const taken = await createUser(t.app);
    const shopper = await createUser(t.app);
    const before = await row(shopper.user.id);
    const byEmail = await update(shopper, {
      username: shopper.user.username,
      email: taken.user.email.toUpperCase(),
      current_password: shopper.password,
    });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toEqual({ error: 'Email is already registered', code: 'EMAIL_TAKEN' });
    const byName = await update(shopper, {
      username: taken.user.username.toUpperCase(),
      email: shopper.user.email,
    });
    expect(byName.statusCode).toBe(409);
    expect(byName.json()).toEqual({ error: 'Username is already taken', code: 'USERNAME_TAKEN' });
    expect(await row(shopper.user.id)).toEqual(before);
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['missing username', { username: undefined }, 'username'],
    ['short username', { username: 'ab' }, 'username'],
    ['missing email', { email: undefined }, 'email'],
    ['malformed email', { email: 'nope' }, 'email'],
    ['malformed phone', { phone_number: 'phone' }, 'phone_number'],
    ['bad image URL', { imageUrl: 'ftp://x/y.png' }, 'imageUrl'],
  ];
  it.each(invalid)(
    'refuses %s with 400, error and details, and changes nothing',
    async (_name, change, field) => {
      const shopper = await createUser(t.app);
      const before = await row(shopper.user.id);
      const res = await update(shopper, {
        username: shopper.user.username,
        email: shopper.user.email,
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
      expect(res.json().details).toHaveProperty(field);
      expect(await row(shopper.user.id)).toEqual(before);
    },
  );

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/update_user',
      payload: { username: 'someone', email: 'a@example.com' },
    });
    expect(res.statusCode).toBe(401);
  });
});
