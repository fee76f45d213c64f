import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, isApiError } from './api-client';
import { adminSession, shopperSession } from './session-store';

function answer(status: number, body: unknown) {
  return vi.fn(
    async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
}

function sentToken(fetchMock: ReturnType<typeof answer>, call = 0): string | null {
  return new Headers(fetchMock.mock.calls[call]?.[1].headers).get('Authorization');
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the shopper's bearer token and turns failures into the server's text and code", async () => {
    shopperSession.set('tok');
    const fetchMock = answer(409, { error: 'Not enough stock for Kikoi', code: 'OUT_OF_STOCK' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/checkout', { method: 'POST', body: {} })).rejects.toEqual(
      new ApiError(409, 'Not enough stock for Kikoi', 'OUT_OF_STOCK'),
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/checkout');
    expect(sentToken(fetchMock)).toBe('Bearer tok');
  });

  it('keeps the field problems of a validation failure', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        error: 'Invalid email: Enter a valid email address',
        code: 'VALIDATION_FAILED',
        details: { email: 'Enter a valid email address' },
      }),
    );
    const failure = await api('/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(isApiError(failure, 'VALIDATION_FAILED')).toBe(true);
    expect((failure as ApiError).details).toEqual({ email: 'Enter a valid email address' });
  });

  it("falls back to 'Unknown error' and UNKNOWN_ERROR when the body says nothing it knows", async () => {
    vi.stubGlobal('fetch', answer(502, { code: 'SOMETHING_NEW' }));
    await expect(api('/products')).rejects.toEqual(
      new ApiError(502, 'Unknown error', 'UNKNOWN_ERROR'),
    );
  });

  it('reports an unreachable server as NETWORK_ERROR with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api('/products')).rejects.toEqual(
      new ApiError(0, 'Network response was not ok', 'NETWORK_ERROR'),
    );
  });

  it("sends the admin's token on /admin calls and the shopper's everywhere else", async () => {
    shopperSession.set('shopper-token');
    adminSession.set('admin-token');
    const fetchMock = answer(200, {});
    vi.stubGlobal('fetch', fetchMock);
    await api('/admin/orders');
    await api('/orders');
    await api('/current_user', { session: adminSession });
    expect([0, 1, 2].map((call) => sentToken(fetchMock, call))).toEqual([
      'Bearer admin-token',
      'Bearer shopper-token',
      'Bearer admin-token',
    ]);
  });

  it('sends no token for a session that is signed out, even when the other one is signed in', async () => {
    shopperSession.set('shopper-token');
    const fetchMock = answer(200, {});
    vi.stubGlobal('fetch', fetchMock);
    await api('/admin/dashboard');
    expect(sentToken(fetchMock)).toBeNull();
  });

  it('ends only the session whose token a signed-in call found expired or revoked', async () => {
    shopperSession.set('shopper-token');
    adminSession.set('admin-token');
    vi.stubGlobal(
      'fetch',
      answer(401, { error: 'Invalid or expired token', code: 'INVALID_TOKEN' }),
    );
    await expect(api('/admin/orders')).rejects.toThrow('Invalid or expired token');
    expect(adminSession.get()).toBeNull();
    expect(shopperSession.get()).toBe('shopper-token');

    adminSession.set('admin-token');
    await expect(api('/orders')).rejects.toThrow('Invalid or expired token');
    expect(shopperSession.get()).toBeNull();
    expect(adminSession.get()).toBe('admin-token');
  });

  it('leaves the session to the sign-in and current-user flows on their own 401s', async () => {
    vi.stubGlobal('fetch', answer(401, { error: 'Invalid email or password' }));
    for (const path of ['/login', '/current_user', '/logout']) {
      shopperSession.set('still-mine');
      await expect(api(path, { method: 'POST', body: {} })).rejects.toThrow();
      expect(shopperSession.get()).toBe('still-mine');
    }
    adminSession.set('still-mine');
    await expect(api('/admin/login', { method: 'POST', body: {} })).rejects.toThrow();
    expect(adminSession.get()).toBe('still-mine');
  });
});
