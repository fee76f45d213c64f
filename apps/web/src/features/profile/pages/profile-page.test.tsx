import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    });
    expect(await screen.findByText('wanjiku_k')).toBeInTheDocument();
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
