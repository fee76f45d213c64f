import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { shopper } from '../../../test/fixtures';
import { renderApp, signInAdmin } from '../../../test/render-app';

describe('login page', () => {
  it('stores the token, loads the user and goes home', async () => {
    const api = fakeApi({
      'POST /login': { body: { access_token: 'new-token', user: shopper } },
      'GET /current_user': { body: shopper },
    });
    const { user, router } = renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/password-reset-request',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await user.type(screen.getByLabelText('Email'), shopper.email);
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    expect(api.callsTo('POST /login')[0]?.body).toEqual({
      email: shopper.email,
      password: 'secret-pass',
    });
    expect(localStorage.getItem('access_token')).toBe('new-token');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('keeps an admin signed in on the same browser signed in, and never sends their token', async () => {
    signInAdmin('admin-token');
    const api = fakeApi({
      'POST /login': { body: { access_token: 'new-token', user: shopper } },
      'GET /current_user': { body: shopper },
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), shopper.email);
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(localStorage.getItem('admin_access_token')).toBe('admin-token');
    expect(api.calls.map((c) => c.authorization)).toEqual([null, 'Bearer new-token']);
  });

  it('honours ?redirect= for local paths only', async () => {
    fakeApi({
      'POST /login': { body: { access_token: 'new-token', user: shopper } },
      'GET /current_user': { body: shopper },
    });
    const { user, router } = renderApp('/login?redirect=//evil.example/steal');
    await user.type(await screen.findByLabelText('Email'), shopper.email);
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the server reason when the login is refused', async () => {
    fakeApi({ 'POST /login': { status: 401, body: { error: 'Invalid email or password' } } });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), shopper.email);
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed: Invalid email or password')).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('requires both fields before calling the server', async () => {
    const api = fakeApi({});
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
