import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shopperSession } from '../../../lib/session-store';
import { fakeApi } from '../../../test/fake-api';
import { shopper } from '../../../test/fixtures';
import { findToast, renderApp, signIn } from '../../../test/render-app';

describe('profile', () => {
  it('shows the user with initials and updates the details', async () => {
    signIn();
    const updated = { ...shopper, username: 'wanjiku_k' };
    const api = fakeApi({
      'GET /current_user': { body: shopper },
      'PUT /update_user': { body: { message: 'Profile updated successfully', user: updated } },
    });
    const { user } = renderApp('/profile');
    expect(await screen.findByRole('img', { name: "wanjiku's avatar" })).toHaveTextContent('WA');
    expect(screen.getByText(shopper.email)).toBeInTheDocument();
    const username = screen.getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'wanjiku_k');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await findToast('Profile updated successfully')).toBeInTheDocument();
    expect(api.callsTo('PUT /update_user')[0]?.body).toEqual({
      username: 'wanjiku_k',
      email: shopper.email,
      phone_number: shopper.phone_number,
      imageUrl: '',
      notify_by: ['email', 'sms'],
    });
    expect(await screen.findByText('wanjiku_k')).toBeInTheDocument();
  });

  it('chooses SMS only for order updates and shows a refusal on the choice', async () => {
    signIn();
    const api = fakeApi({
      'GET /current_user': { body: shopper },
      'PUT /update_user': {
        status: 400,
        body: {
          error: 'Texts go to a Kenyan mobile number: add one like 0712 345 678',
          code: 'VALIDATION_FAILED',
          details: { notify_by: 'Texts go to a Kenyan mobile number: add one like 0712 345 678' },
        },
      },
    });
    const { user } = renderApp('/profile');
    const updates = await screen.findByRole('group', { name: 'Order updates' });
    const sms = within(updates).getByRole('checkbox', { name: 'By SMS (text message)' });
    expect(sms).toBeChecked();
    await user.click(within(updates).getByRole('checkbox', { name: 'By email' }));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(api.callsTo('PUT /update_user')).toHaveLength(1));
    expect(api.callsTo('PUT /update_user')[0]?.body).toMatchObject({ notify_by: ['sms'] });
    expect(
      await within(updates).findByText(
        'Texts go to a Kenyan mobile number: add one like 0712 345 678',
      ),
    ).toBeInTheDocument();
  });

  it('shows the server error when the update is refused', async () => {
    signIn();
    fakeApi({
      'GET /current_user': { body: shopper },
      'PUT /update_user': { status: 409, body: { error: 'Username is already taken' } },
    });
    const { user } = renderApp('/profile');
    const username = await screen.findByLabelText('Username');
    await user.type(username, 'x');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await findToast('Username is already taken')).toBeInTheDocument();
  });
});

const WRONG_PASSWORD_REPLY = {
  status: 400,
  body: {
    error: 'Current password is incorrect',
    code: 'WRONG_PASSWORD',
    details: { current_password: 'Current password is incorrect' },
  },
};

describe('changing the email', () => {
  const details = () => screen.getByRole('form', { name: 'Update your details' });

  it('asks for the current password only when the email changes, and sends it', async () => {
    signIn();
    const moved = { ...shopper, email: 'wanjiku@mavazi.example' };
    const api = fakeApi({
      'GET /current_user': { body: shopper },
      'PUT /update_user': { body: { message: 'Profile updated successfully', user: moved } },
    });
    const { user } = renderApp('/profile');
    const email = await screen.findByLabelText('Email');
    expect(within(details()).queryByLabelText('Current password')).not.toBeInTheDocument();

    await user.clear(email);
    await user.type(email, moved.email);
    const current = within(details()).getByLabelText('Current password');
    expect(current).toHaveAccessibleDescription(
      'Needed to change your email. We will tell your old address.',
    );
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(
      await within(details()).findByText('Enter your current password to change your email'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /update_user')).toHaveLength(0);

    await user.type(current, 'correct-horse-battery');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await findToast('Profile updated successfully')).toBeInTheDocument();
    expect(api.callsTo('PUT /update_user')[0]?.body).toMatchObject({
      email: moved.email,
      current_password: 'correct-horse-battery',
    });
    // Done: the field goes away with the change it was for.
    await waitFor(() =>
      expect(within(details()).queryByLabelText('Current password')).not.toBeInTheDocument(),
    );
  });

  it('shows a wrong current password on its field', async () => {
    signIn();
    fakeApi({
      'GET /current_user': { body: shopper },
      'PUT /update_user': WRONG_PASSWORD_REPLY,
    });
    const { user } = renderApp('/profile');
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'new@example.com');
    const current = within(details()).getByLabelText('Current password');
    await user.type(current, 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('Current password is incorrect'),
    );
    expect(current).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('changing the password', () => {
  const passwordForm = () => screen.getByRole('form', { name: 'Change your password' });

  async function fill(
    user: ReturnType<typeof renderApp>['user'],
    values: { current: string; next: string; confirm: string },
  ) {
    const form = passwordForm();
    await user.type(within(form).getByLabelText('Current password'), values.current);
    await user.type(within(form).getByLabelText('New password'), values.next);
    await user.type(within(form).getByLabelText('Confirm new password'), values.confirm);
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
  }

  it('changes it and keeps this session with the token the server hands back', async () => {
    signIn('old-token');
    const api = fakeApi({
      'GET /current_user': { body: shopper },
      'PUT /account/password': {
        body: { message: 'Password changed successfully', access_token: 'new-token' },
      },
    });
    const { user } = renderApp('/profile');
    await screen.findByRole('form', { name: 'Change your password' });
    await fill(user, {
      current: 'correct-horse-battery',
      next: 'brand-new-secret',
      confirm: 'brand-new-secret',
    });
    expect(await findToast('Password changed successfully')).toBeInTheDocument();
    expect(api.callsTo('PUT /account/password')[0]?.body).toEqual({
      current_password: 'correct-horse-battery',
      new_password: 'brand-new-secret',
    });
    expect(shopperSession.get()).toBe('new-token');
    // Still signed in, on the same page, with an empty form.
    expect(screen.getByRole('heading', { name: 'Your Profile' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(passwordForm()).getByLabelText('Current password')).toHaveValue(''),
    );
  });

  it('refuses a confirmation that differs without a call', async () => {
    signIn();
    const api = fakeApi({ 'GET /current_user': { body: shopper } });
    const { user } = renderApp('/profile');
    await screen.findByRole('form', { name: 'Change your password' });
    await fill(user, { current: 'correct-horse-battery', next: 'brand-new-1', confirm: 'other-2' });
    expect(await within(passwordForm()).findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('PUT /account/password')).toHaveLength(0);
  });

  it('shows a wrong current password on its field and keeps the session', async () => {
    signIn('old-token');
    fakeApi({
      'GET /current_user': { body: shopper },
      'PUT /account/password': WRONG_PASSWORD_REPLY,
    });
    const { user } = renderApp('/profile');
    await screen.findByRole('form', { name: 'Change your password' });
    await fill(user, { current: 'nope-nope-1', next: 'brand-new-1', confirm: 'brand-new-1' });
    const current = within(passwordForm()).getByLabelText('Current password');
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('Current password is incorrect'),
    );
    expect(shopperSession.get()).toBe('old-token');
  });

  it('shows an unverified address with "Send again", which mails a new link', async () => {
    signIn();
    const api = fakeApi({
      'GET /current_user': { body: { ...shopper, email_verified: false } },
      'POST /verify-email/resend': {
        body: { message: 'We sent a new verification link to your email address' },
      },
    });
    const { user } = renderApp('/profile');
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(
      await screen.findByText('We sent a new verification link to your email address'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /verify-email/resend')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send again' })).toBeDisabled();
  });

  it('shows a verified address as Verified, without "Send again"', async () => {
    signIn();
    fakeApi({ 'GET /current_user': { body: shopper } });
    renderApp('/profile');
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
  });
});
