import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, networkDown, type FakeReply } from '../../../test/fake-api';
import { findToast, renderApp } from '../../../test/render-app';

const token = 'a'.repeat(43);

describe('password reset', () => {
  it('refuses mismatched passwords without a call', async () => {
    const api = fakeApi({});
    const { user } = renderApp(`/password-reset/${token}`);
    await user.type(await screen.findByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-2');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await findToast('Passwords do not match.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("reads 'Resetting...' and is disabled while submitting, then goes to /login", async () => {
    let release: (reply: FakeReply) => void = () => {};
    const api = fakeApi({
      [`POST /reset-password/${token}`]: () =>
        new Promise<FakeReply>((resolve) => (release = resolve)),
    });
    const { user, router } = renderApp(`/password-reset/${token}`);
    await user.type(await screen.findByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const busy = await screen.findByRole('button', { name: 'Resetting...' });
    expect(busy).toBeDisabled();
    expect(api.callsTo(`POST /reset-password/${token}`)[0]?.body).toEqual({
      password: 'new-secret-1',
    });
    release({ body: { message: 'Password has been reset' } });
    expect(await screen.findByText('Password has been reset')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the server error, or a fallback when the server is unreachable', async () => {
    let reply: FakeReply | (() => FakeReply) = {
      status: 400,
      body: { error: 'Invalid or expired reset link' },
    };
    fakeApi({
      [`POST /reset-password/${token}`]: () => (typeof reply === 'function' ? reply() : reply),
    });
    const { user } = renderApp(`/password-reset/${token}`);
    await user.type(await screen.findByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Invalid or expired reset link')).toBeInTheDocument();
    reply = networkDown;
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Failed to reset password.')).toBeInTheDocument();
  });

  it('requests a reset link by email', async () => {
    const api = fakeApi({
      'POST /request-reset-password': {
        body: { message: 'If that email is registered, a reset link is on its way.' },
      },
    });
    const { user } = renderApp('/password-reset-request');
    await user.type(await screen.findByLabelText('Email'), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('If that email is registered, a reset link is on its way.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /request-reset-password')[0]?.body).toEqual({
      email: 'fan@example.com',
    });
  });

  it('falls back to a fixed text when the reset request cannot reach the server', async () => {
    fakeApi({ 'POST /request-reset-password': networkDown });
    const { user } = renderApp('/password-reset-request');
    await user.type(await screen.findByLabelText('Email'), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Failed to send reset instructions.')).toBeInTheDocument();
  });
});
