import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { shopper } from '../../../test/fixtures';
import { findToast, renderApp } from '../../../test/render-app';

async function fill(user: UserEvent, confirm = 'secret-pass', username = 'wanjiku') {
  await user.type(await screen.findByLabelText('Full name'), 'Wanjiku Kamau');
  if (username) await user.type(screen.getByLabelText('Username (optional)'), username);
  await user.type(screen.getByLabelText('Email'), 'Wanjiku@Example.com');
  await user.type(screen.getByLabelText('Phone'), '+254712345678');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

describe('register page', () => {
  it('says the passwords do not match and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = renderApp('/register');
    await fill(user, 'other-pass');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await findToast('Passwords do not match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('registers with a name and no admin flag, signs in at once and goes back to checkout', async () => {
    const api = fakeApi({
      'POST /register': {
        status: 201,
        body: { message: 'User registered successfully', user: shopper },
      },
      'POST /login': { body: { access_token: 'fresh-token', user: shopper } },
      'GET /current_user': { body: shopper },
    });
    const { user, router } = renderApp('/register?redirect=/checkout');
    await fill(user, 'secret-pass', '');
    await user.click(screen.getByRole('checkbox', { name: /Send me offers and reminders/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await findToast('Welcome to Mavazi! Check your email to confirm your address.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /register')[0]?.body).toEqual({
      name: 'Wanjiku Kamau',
      email: 'wanjiku@example.com',
      phone_number: '+254712345678',
      password: 'secret-pass',
      language: 'en',
      marketing_opt_in: true,
    });
    expect(api.callsTo('POST /login')[0]?.body).toEqual({
      email: 'wanjiku@example.com',
      password: 'secret-pass',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(localStorage.getItem('access_token')).toBe('fresh-token');
  });

  it('sends a chosen username and no consent unless ticked', async () => {
    const api = fakeApi({
      'POST /register': {
        status: 201,
        body: { message: 'User registered successfully', user: shopper },
      },
      'POST /login': { body: { access_token: 'fresh-token', user: shopper } },
      'GET /current_user': { body: shopper },
    });
    const { user, router } = renderApp('/register');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST /register')[0]?.body).toMatchObject({
      name: 'Wanjiku Kamau',
      username: 'wanjiku',
      marketing_opt_in: false,
    });
  });

  it('shows the server reason on failure', async () => {
    fakeApi({ 'POST /register': { status: 409, body: { error: 'Email is already registered' } } });
    const { user } = renderApp('/register');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Registration failed: Email is already registered'),
    ).toBeInTheDocument();
  });

  it("shows the server's field problems on the fields", async () => {
    fakeApi({
      'POST /register': {
        status: 400,
        body: {
          error: 'Invalid phone_number: Enter a Kenyan phone number',
          code: 'VALIDATION_FAILED',
          details: { phone_number: 'Enter a Kenyan phone number' },
        },
      },
    });
    const { user } = renderApp('/register');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Enter a Kenyan phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(
      await findToast('Registration failed: Invalid phone_number: Enter a Kenyan phone number'),
    ).toBeInTheDocument();
  });
});
