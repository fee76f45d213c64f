import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';
import { getAccessToken, setAccessToken } from './auth-token';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the bearer token and turns failures into the server's error text", async () => {
    setAccessToken('tok');
    const fetchMock = answer(409, { error: 'Not enough stock for Kikoi' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/checkout', { method: 'POST', body: {} })).rejects.toEqual(
      new ApiError(409, 'Not enough stock for Kikoi'),
    );
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[0]).toBe('/api/checkout');
    expect((init[1].headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it("falls back to 'Unknown error' when the body has no error text", async () => {
    vi.stubGlobal('fetch', answer(500, {}));
    await expect(api('/products')).rejects.toThrow('Unknown error');
  });

  it('ends the session when a signed-in call answers 401 (token expired or revoked)', async () => {
    setAccessToken('expired');
    vi.stubGlobal('fetch', answer(401, { error: 'Invalid or expired token' }));
    await expect(api('/orders')).rejects.toThrow('Invalid or expired token');
    expect(getAccessToken()).toBeNull();
  });

  it('leaves the session to the sign-in and current-user flows on their own 401s', async () => {
    vi.stubGlobal('fetch', answer(401, { error: 'Invalid email or password' }));
    for (const path of ['/login', '/admin/login', '/current_user', '/logout']) {
      setAccessToken('still-mine');
      await expect(api(path, { method: 'POST', body: {} })).rejects.toThrow();
      expect(getAccessToken()).toBe('still-mine');
    }
  });
});
