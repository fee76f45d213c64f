import { describe, expect, it } from 'vitest';
import { attack, expectRefused, times } from '../helpers/attacks';
import type { CapturedMail } from '../helpers/smtp-capture';
import {
  bearer,
  createUser,
  nextIp,
  setupTestApp,
  signIn,
  uniqueName,
  type TestUser,
} from '../helpers/test-app';

// ASVS V6.2 / V6.4: changing the email or password of an account needs the current password, the
// old address hears about an email change and can undo it, and a stolen session cannot guess its way.

const UNDO_LINK = /http:\/\/shop\.test\/account\/undo-email\/([A-Za-z0-9_-]{43})\b/;
const RESET_LINK = /http:\/\/shop\.test\/password-reset\/([A-Za-z0-9_-]{43})\b/;

describe('changing the email or the password of an account', () => {
  const t = setupTestApp({}, { smtp: true });

  const update = (token: string, payload: Record<string, unknown>) =>
    attack(t.app, { method: 'PUT', url: '/api/update_user', headers: bearer(token), payload });
  const changePassword = (token: string, payload: Record<string, unknown>) =>
    attack(t.app, { method: 'PUT', url: '/api/account/password', headers: bearer(token), payload });
  const undo = (token: string) =>
    attack(t.app, { method: 'POST', url: `/api/account/email/undo/${token}` });
  const me = (token: string) =>
    attack(t.app, { method: 'GET', url: '/api/current_user', headers: bearer(token) });
  const row = (id: number) =>
    t.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const newEmail = () => `${uniqueName('moved')}@example.com`;

  /** The mail the SMTP server received for an address after `seen` earlier ones. */
  async function nextMail(to: string, seen: number): Promise<CapturedMail> {
    await t.app.mailOutbox.runOnce();
    await t.smtp.waitFor(() => t.smtp.to(to).length > seen);
    const mail = t.smtp.to(to)[seen];
    if (!mail) throw new Error(`no mail to ${to}`);
    return mail;
  }

  async function changeEmail(user: TestUser): Promise<{ email: string; undoToken: string }> {
    const seen = t.smtp.to(user.user.email).length;
    const email = newEmail();
    const res = await update(user.token, {
      username: user.user.username,
      email,
      current_password: user.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await nextMail(user.user.email, seen);
    const undoToken = UNDO_LINK.exec(mail.text)?.[1];
    if (!undoToken) throw new Error(`no undo link in: ${mail.text}`);
    return { email, undoToken };
  }

  describe('PUT /update_user with a new email', () => {
    it('asks for the current password and changes nothing without it or with a wrong one', async () => {
      const user = await createUser(t.app);
      const before = await row(user.user.id);
      const email = newEmail();

      const missing = await update(user.token, { username: user.user.username, email });
      expectRefused(missing, [400]);
      expect(missing.json()).toMatchObject({
        code: 'CURRENT_PASSWORD_REQUIRED',
        details: { current_password: 'Enter your current password to change your email' },
      });

      const wrong = await update(user.token, {
        username: user.user.username,
        email,
        current_password: 'not-my-password',
      });
      expectRefused(wrong, [400]);
      expect(wrong.json()).toMatchObject({
        code: 'WRONG_PASSWORD',
        details: { current_password: 'Current password is incorrect' },
      });
      expect(await row(user.user.id)).toEqual(before);
      // A wrong password here does not end the session.
      expect((await me(user.token)).statusCode).toBe(200);
    });

    it('needs no password for other fields, or for the same email in other letter case', async () => {
      const user = await createUser(t.app);
      const username = uniqueName('renamed');
      const res = await update(user.token, { username, email: user.user.email.toUpperCase() });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ username, email: user.user.email });
    });

    it('changes the email, keeps the session, and mails the old address a link to undo it', async () => {
      const user = await createUser(t.app);
      const { email } = await changeEmail(user);
      expect((await row(user.user.id)).email).toBe(email);
      expect((await me(user.token)).json().email).toBe(email);
      const mail = t.smtp.to(user.user.email).at(-1);
      expect(mail?.subject).toBe('Your Mavazi email address was changed');
      expect(mail?.text).toContain(email);
      expect(mail?.text).toContain('24 hours');
      // The new address gets only its verification link, nothing about the change.
      await t.smtp.waitFor(() => t.smtp.to(email).length > 0);
      expect(t.smtp.to(email).map((m) => m.subject)).toEqual(['Confirm your Mavazi email address']);
    });

    it('stops guessing the current password through a stolen session', async () => {
      const user = await createUser(t.app);
      const max = t.config.rateLimits.passwordChecksPerAccount.max;
      for (let i = 0; i < max; i += 1) {
        const res = await update(user.token, {
          username: user.user.username,
          email: newEmail(),
          current_password: `guess-${i}-password`,
        });
        expect(res.json().code).toBe('WRONG_PASSWORD');
      }
      const blocked = await update(user.token, {
        username: user.user.username,
        email: newEmail(),
        current_password: user.password,
      });
      expectRefused(blocked, [429]);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      const alsoBlocked = await changePassword(user.token, {
        current_password: user.password,
        new_password: 'another-password-1',
      });
      expectRefused(alsoBlocked, [429]);
      expect((await row(user.user.id)).email).toBe(user.user.email);
    });
  });

  describe('undoing an email change from the old address', () => {
    it('restores the email, ends every session, retires reset links and hands over a fresh reset link', async () => {
      const user = await createUser(t.app);
      const second = await signIn(t.app, user.user.email, user.password);
      const { email, undoToken } = await changeEmail(user);
      // A reset link the new address asked for must die with the undo.
      await attack(t.app, {
        method: 'POST',
        url: '/api/request-reset-password',
        payload: { email },
        remoteAddress: nextIp(),
      });
      const resetMail = await nextMail(email, 0);
      const strayReset = RESET_LINK.exec(resetMail.text)?.[1] ?? '';

      const res = await undo(undoToken);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ message: string; email: string; reset_token: string }>();
      expect(body.email).toBe(user.user.email);
      expect(body.message).toBe(
        'Your email address is back. Choose a new password now: whoever changed it knew your password.',
      );
      expect((await row(user.user.id)).email).toBe(user.user.email);
      for (const token of [user.token, second]) expectRefused(await me(token), [401]);

      const stray = await attack(t.app, {
        method: 'POST',
        url: `/api/reset-password/${strayReset}`,
        payload: { password: 'attacker-password-1' },
      });
      expectRefused(stray, [400]);
      const fresh = await attack(t.app, {
        method: 'POST',
        url: `/api/reset-password/${body.reset_token}`,
        payload: { password: 'owner-password-new' },
      });
      expect(fresh.statusCode).toBe(200);
      expect(await signIn(t.app, user.user.email, 'owner-password-new')).toBeTruthy();
    });

    it('works once, even when opened many times at once, and not after 24 hours', async () => {
      const user = await createUser(t.app);
      const { undoToken } = await changeEmail(user);
      const parallel = await times(5, () => undo(undoToken));
      expect(parallel.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
      const again = await undo(undoToken);
      expectRefused(again, [400]);
      expect(again.json()).toEqual({
        error: 'Invalid or expired link to undo an email change',
        code: 'INVALID_EMAIL_UNDO_LINK',
      });

      const late = await createUser(t.app);
      const changed = await changeEmail(late);
      await t.app.db
        .updateTable('email_change_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', late.user.id)
        .execute();
      expectRefused(await undo(changed.undoToken), [400]);
      expect((await row(late.user.id)).email).toBe(changed.email);
      for (const forged of ['x'.repeat(43), 'short', '../../etc/passwd', 'a'.repeat(500)]) {
        expectRefused(await undo(encodeURIComponent(forged)), [400, 404, 414]);
      }
    });

    it('retires the other undo links of the account, so a second change cannot be undone back to the intruder', async () => {
      const user = await createUser(t.app);
      const first = await changeEmail(user);
      const intruder = { ...user, user: { ...user.user, email: first.email } };
      const second = await changeEmail(intruder);
      expect((await undo(first.undoToken)).statusCode).toBe(200);
      expectRefused(await undo(second.undoToken), [400]);
      expect((await row(user.user.id)).email).toBe(user.user.email);
    });

    it('keeps the old address for its owner while the undo link is open', async () => {
      const user = await createUser(t.app);
      await changeEmail(user);
      const taker = await createUser(t.app);
      const register = await attack(t.app, {
        method: 'POST',
        url: '/api/register',
        remoteAddress: nextIp(),
        payload: {
          username: uniqueName('taker'),
          email: user.user.email,
          phone_number: '+254712345678',
          password: 'correct-horse-battery',
        },
      });
      expectRefused(register, [409]);
      const move = await update(taker.token, {
        username: taker.user.username,
        email: user.user.email,
        current_password: taker.password,
      });
      expectRefused(move, [409]);
      expect(move.json().code).toBe('EMAIL_TAKEN');
    });
  });

  describe('PUT /account/password', () => {
    it('needs the current password and a valid new one, and changes nothing otherwise', async () => {
      const user = await createUser(t.app);
      const before = await row(user.user.id);
      for (const [payload, code] of [
        [{ new_password: 'fresh-password-1' }, 'VALIDATION_FAILED'],
        [{ current_password: user.password, new_password: 'short' }, 'VALIDATION_FAILED'],
        [{ current_password: user.password, new_password: 'x'.repeat(129) }, 'VALIDATION_FAILED'],
        [{ current_password: user.password, new_password: user.password }, 'VALIDATION_FAILED'],
        [
          { current_password: 'not-my-password', new_password: 'fresh-password-1' },
          'WRONG_PASSWORD',
        ],
      ] as const) {
        const res = await changePassword(user.token, payload);
        expectRefused(res, [400]);
        expect(res.json().code, JSON.stringify(payload)).toBe(code);
      }
      expect(await row(user.user.id)).toEqual(before);
      expectRefused(
        await attack(t.app, {
          method: 'PUT',
          url: '/api/account/password',
          payload: { current_password: user.password, new_password: 'fresh-password-1' },
        }),
        [401],
      );
    });

    it('sets the password, ends the other sessions, keeps this one with a new token, and tells the owner', async () => {
      const user = await createUser(t.app);
      const other = await signIn(t.app, user.user.email, user.password);
      const seen = t.smtp.to(user.user.email).length;
      const res = await changePassword(user.token, {
        current_password: user.password,
        new_password: 'fresh-password-1',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ message: string; access_token: string }>();
      expect(body.message).toBe('Password changed successfully');
      expect((await me(body.access_token)).statusCode).toBe(200);
      for (const token of [user.token, other]) expectRefused(await me(token), [401]);
      // Replaying the same change with the old token does nothing.
      expectRefused(
        await changePassword(user.token, {
          current_password: user.password,
          new_password: 'replayed-password-1',
        }),
        [401],
      );
      await expect(signIn(t.app, user.user.email, user.password)).rejects.toThrow();
      expect(await signIn(t.app, user.user.email, 'fresh-password-1')).toBeTruthy();
      const mail = await nextMail(user.user.email, seen);
      expect(mail.subject).toBe('Your Mavazi password was changed');
    });

    it('keeps an admin signed in to the admin area after changing the password there', async () => {
      const admin = await createUser(t.app, { admin: true });
      const res = await changePassword(admin.token, {
        current_password: admin.password,
        new_password: 'new-admin-password-1',
      });
      expect(res.statusCode).toBe(200);
      const token = res.json<{ access_token: string }>().access_token;
      const users = await attack(t.app, {
        method: 'GET',
        url: '/api/admin/users',
        headers: bearer(token),
      });
      expect(users.statusCode).toBe(200);
    });
  });
});
