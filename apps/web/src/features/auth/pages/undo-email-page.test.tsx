import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shopperSession } from '../../../lib/session-store';
import { fakeApi } from '../../../test/fake-api';
import { shopper } from '../../../test/fixtures';
import { findToast, renderApp, signIn } from '../../../test/render-app';

const token = 'u'.repeat(43);
const resetToken = 'r'.repeat(43);

describe('undoing an email change from the old address', () => {
  it('puts the address back only when asked, signs this browser out and asks for a new password', async () => {
    signIn('stolen-session');
    const api = fakeApi({
      'GET /current_user': { body: shopper },
      [`POST /account/email/undo/${token}`]: {
        body: {
          message:
            'Your email address is back. Choose a new password now: whoever changed it knew your password.',
          email: shopper.email,
          reset_token: resetToken,
        },
      },
      [`POST /reset-password/${resetToken}`]: {
        body: { message: 'Password has been reset successfully' },
      },
    });
    const { user, router } = renderApp(`/account/undo-email/${token}`);
    // Opening the link (or a mail scanner fetching it) changes nothing by itself.
    const undo = await screen.findByRole('button', { name: 'Put my old email back' });
    expect(api.callsTo(`POST /account/email/undo/${token}`)).toHaveLength(0);

    await user.click(undo);
    expect(
      await screen.findByText(
        'Your email address is back. Choose a new password now: whoever changed it knew your password.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(shopper.email)).toBeInTheDocument();
    expect(shopperSession.get()).toBeNull();

    await user.type(screen.getByLabelText('New password'), 'owner-again-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'owner-again-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await findToast('Password has been reset successfully')).toBeInTheDocument();
    expect(api.callsTo(`POST /reset-password/${resetToken}`)[0]?.body).toEqual({
      password: 'owner-again-1',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says when the link no longer works, and where to go instead', async () => {
    fakeApi({
      [`POST /account/email/undo/${token}`]: {
        status: 400,
        body: {
          error: 'Invalid or expired link to undo an email change',
          code: 'INVALID_EMAIL_UNDO_LINK',
        },
      },
    });
    const { user } = renderApp(`/account/undo-email/${token}`);
    await user.click(await screen.findByRole('button', { name: 'Put my old email back' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid or expired link to undo an email change',
    );
    expect(screen.getByRole('link', { name: 'Reset your password instead' })).toHaveAttribute(
      'href',
      '/password-reset-request',
    );
  });
});
