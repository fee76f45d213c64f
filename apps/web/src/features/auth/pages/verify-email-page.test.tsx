import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { shopper } from '../../../test/fixtures';
import { renderApp, signIn } from '../../../test/render-app';

const token = 'v'.repeat(43);

describe('verifying an email address from the mailed link', () => {
  it('verifies only when asked, and the profile then says Verified', async () => {
    signIn();
    const api = fakeApi({
      'GET /current_user': { body: { ...shopper, email_verified: false } },
      'POST /verify-email': {
        body: { message: 'Your email address is verified', email_verified: true },
      },
    });
    const { user } = renderApp(`/verify-email?token=${token}`);
    const button = await screen.findByRole('button', { name: 'Verify my email' });
    // Opening the link (or a mail scanner fetching it) changes nothing by itself.
    expect(api.callsTo('POST /verify-email')).toHaveLength(0);
    await user.click(button);
    expect(await screen.findByText('Your email address is verified')).toBeInTheDocument();
    expect(api.callsTo('POST /verify-email')[0]?.body).toEqual({ token });
    await user.click(screen.getByRole('link', { name: 'Go to your profile' }));
    expect(await screen.findByText('Verified')).toBeInTheDocument();
  });

  it('says when the link no longer works', async () => {
    fakeApi({
      'POST /verify-email': {
        status: 400,
        body: { error: 'Invalid or expired verification link', code: 'INVALID_VERIFICATION_LINK' },
      },
    });
    const { user } = renderApp(`/verify-email?token=${token}`);
    await user.click(await screen.findByRole('button', { name: 'Verify my email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid or expired verification link',
    );
  });

  it('explains a link without its token', async () => {
    fakeApi({});
    renderApp('/verify-email');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete');
    expect(screen.getByRole('button', { name: 'Verify my email' })).toBeDisabled();
  });
});
