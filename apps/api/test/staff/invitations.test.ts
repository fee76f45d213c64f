import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callApi,
  countRows,
  createUser,
  createUsersOnce,
  nextIp,
  setupTestApp,
  uniqueName,
} from '../helpers/test-app';

const NEW_PASSWORD = 'packer-password-123';

/** The invitation link's token from the newest mail to this address. */
async function mailedToken(app: FastifyInstance, to: string): Promise<string> {
  const mail = await app.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /\/admin\/accept-invite\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
  if (!token) throw new Error(`no invitation link in: ${mail.text_body}`);
  return token;
}

async function invite(app: FastifyInstance, token: string, role = 'fulfilment') {
  const username = uniqueName('inv');
  const email = `${username}@example.com`;
  const res = await callApi(app, 'POST', '/admin/staff', token, { username, email, role });
  return { res, username, email };
}

describe('staff invitations', () => {
  const t = setupTestApp();
  const users = createUsersOnce(t, {
    owner: { admin: true },
    manager: { role: 'manager' },
    shopper: {},
  });
  afterEach(() => vi.useRealTimers());

  it('invites by username, email and role, mails a link and lets the member choose a password once', async () => {
    const { res, username, email } = await invite(t.app, users.owner.token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username, email, role: 'fulfilment', status: 'invited' });
    const token = await mailedToken(t.app, email);
    // Only the hash is stored.
    const stored = await t.app.db.selectFrom('staff_invitations').selectAll().execute();
    expect(stored.some((row) => row.token_hash === token)).toBe(false);

    // An invited account has no password yet: nothing signs it in.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username, password: '' },
      remoteAddress: nextIp(),
    });
    expect(early.statusCode).toBe(400);

    const accepted = await callApi(t.app, 'POST', '/admin/staff/accept', undefined, {
      token,
      password: NEW_PASSWORD,
    });
    expect(accepted.statusCode).toBe(200);
    const session = accepted.json<{ access_token: string }>().access_token;
    const me = await callApi(t.app, 'GET', '/admin/me', session);
    expect(me.json()).toMatchObject({ role: 'fulfilment', user: { username } });

    const again = await callApi(t.app, 'POST', '/admin/staff/accept', undefined, {
      token,
      password: 'another-password-1',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_INVITATION' });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username, password: NEW_PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(200);
    const list = await callApi(t.app, 'GET', '/admin/staff', users.owner.token);
    expect(list.json()).toContainEqual(expect.objectContaining({ username, status: 'active' }));
  });

  it('refuses a link after 7 days', async () => {
    const { email } = await invite(t.app, users.owner.token);
    const token = await mailedToken(t.app, email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * 24 * 60 * 60 * 1000 + 1000);
    const res = await callApi(t.app, 'POST', '/admin/staff/accept', undefined, {
      token,
      password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INVITATION' });
  });

  it('refuses made-up and hostile tokens without a 500', async () => {
    for (const token of ['x'.repeat(43), "' or 1=1 --", 'a'.repeat(5000), '']) {
      const res = await callApi(t.app, 'POST', '/admin/staff/accept', undefined, {
        token,
        password: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('lets only the owner invite and manage staff, and refuses taken names', async () => {
    const before = await countRows(t.app, 'users');
    expect((await invite(t.app, users.manager.token)).res.json()).toMatchObject({
      code: 'FORBIDDEN_ROLE',
    });
    expect((await invite(t.app, users.shopper.token)).res.statusCode).toBe(403);
    expect((await callApi(t.app, 'GET', '/admin/staff', users.manager.token)).statusCode).toBe(403);
    const taken = await callApi(t.app, 'POST', '/admin/staff', users.owner.token, {
      username: users.manager.user.username,
      email: 'someone-new@example.com',
      role: 'support',
    });
    expect(taken.statusCode).toBe(409);
    const badRole = await callApi(t.app, 'POST', '/admin/staff', users.owner.token, {
      username: uniqueName('x'),
      email: 'x@example.com',
      role: 'superuser',
    });
    expect(badRole.statusCode).toBe(400);
    expect(await countRows(t.app, 'users')).toBe(before);
  });

  it('changes roles, and a disabled account is refused at once', async () => {
    const member = await createUser(t.app, { role: 'catalog' });
    const promoted = await callApi(
      t.app,
      'PATCH',
      `/admin/staff/${member.user.id}`,
      users.owner.token,
      {
        role: 'support',
      },
    );
    expect(promoted.json()).toMatchObject({ role: 'support', status: 'active' });
    expect((await callApi(t.app, 'GET', '/admin/support/tickets', member.token)).statusCode).toBe(
      200,
    );

    const disabled = await callApi(
      t.app,
      'PATCH',
      `/admin/staff/${member.user.id}`,
      users.owner.token,
      {
        disabled: true,
      },
    );
    expect(disabled.json()).toMatchObject({ status: 'disabled' });
    const refused = await callApi(t.app, 'GET', '/admin/me', member.token);
    expect(refused.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: member.user.username, password: member.password },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(401);

    await callApi(t.app, 'PATCH', `/admin/staff/${member.user.id}`, users.owner.token, {
      disabled: false,
    });
    expect((await callApi(t.app, 'GET', '/admin/me', member.token)).statusCode).toBe(200);
  });

  it('never demotes or disables the last active owner (409 LAST_OWNER)', async () => {
    const suite = t.app;
    const owners = await suite.db
      .selectFrom('users')
      .select('id')
      .where('staff_role', '=', 'owner')
      .execute();
    // Leave exactly one active owner: this suite's.
    for (const { id } of owners)
      if (id !== users.owner.user.id)
        await suite.db
          .updateTable('users')
          .set({ disabled_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
    const self = users.owner.user.id;
    for (const body of [{ role: 'manager' }, { disabled: true }]) {
      const res = await callApi(suite, 'PATCH', `/admin/staff/${self}`, users.owner.token, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'LAST_OWNER' });
    }
    const second = await createUser(suite, { role: 'owner' });
    const demoted = await callApi(
      suite,
      'PATCH',
      `/admin/staff/${second.user.id}`,
      users.owner.token,
      {
        role: 'manager',
      },
    );
    expect(demoted.statusCode).toBe(200);
    const promoted = await callApi(
      suite,
      'PATCH',
      `/admin/staff/${second.user.id}`,
      users.owner.token,
      {
        role: 'owner',
      },
    );
    expect(promoted.statusCode).toBe(200);
    // With a second owner, the first may step down.
    const stepDown = await callApi(suite, 'PATCH', `/admin/staff/${self}`, users.owner.token, {
      role: 'owner',
      disabled: false,
    });
    expect(stepDown.statusCode).toBe(200);
  });

  it('answers 404 for shoppers and unknown ids, 400 for an empty change', async () => {
    const shopper = await callApi(
      t.app,
      'PATCH',
      `/admin/staff/${users.shopper.user.id}`,
      users.owner.token,
      {
        role: 'owner',
      },
    );
    expect(shopper.statusCode).toBe(404);
    expect(
      (await callApi(t.app, 'PATCH', '/admin/staff/99999', users.owner.token, { role: 'owner' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await callApi(
          t.app,
          'PATCH',
          `/admin/staff/${users.manager.user.id}`,
          users.owner.token,
          {},
        )
      ).statusCode,
    ).toBe(400);
  });

  it('lets the owner disable a shopper, whose token then stops working', async () => {
    const shopper = await createUser(t.app);
    const res = await callApi(
      t.app,
      'PATCH',
      `/admin/users/${shopper.user.id}`,
      users.owner.token,
      {
        disabled: true,
      },
    );
    expect(res.json()).toMatchObject({ id: shopper.user.id, disabled: true });
    expect((await callApi(t.app, 'GET', '/current_user', shopper.token)).statusCode).toBe(401);
    const byManager = await callApi(
      t.app,
      'PATCH',
      `/admin/users/${shopper.user.id}`,
      users.manager.token,
      {
        disabled: false,
      },
    );
    expect(byManager.json()).toMatchObject({ code: 'FORBIDDEN_ROLE' });
    const staffViaUsers = await callApi(
      t.app,
      'PATCH',
      `/admin/users/${users.manager.user.id}`,
      users.owner.token,
      {
        disabled: true,
      },
    );
    expect(staffViaUsers.statusCode).toBe(404);
  });
});
