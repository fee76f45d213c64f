import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/providers';
import { fakeApi } from '../test/fake-api';
import { shopper } from '../test/fixtures';
import { whenShopperSignedIn } from './get-current-user';
import { shopperSession } from './session-store';

afterEach(() => shopperSession.clear());

describe('whenShopperSignedIn', () => {
  it('goes on once the stored token names a shopper with an email, checking it once', async () => {
    shopperSession.set('test-token');
    const api = fakeApi({ 'GET /current_user': { body: shopper } });
    const client = createQueryClient();
    const then = vi.fn(async () => undefined);
    await Promise.all([whenShopperSignedIn(client, then), whenShopperSignedIn(client)]);
    expect(then).toHaveBeenCalledTimes(1);
    expect(api.callsTo('GET /current_user')).toHaveLength(1);
  });

  it('stops at a refused token and leaves it stored for the session check to report', async () => {
    shopperSession.set('test-token');
    fakeApi({
      'GET /current_user': {
        status: 401,
        body: { error: 'Invalid or expired token', code: 'INVALID_TOKEN' },
      },
    });
    const then = vi.fn(async () => undefined);
    await whenShopperSignedIn(createQueryClient(), then);
    expect(then).not.toHaveBeenCalled();
    expect(shopperSession.get()).toBe('test-token');
  });

  it('stops at a record without an email, and when another sign-in replaced the token meanwhile', async () => {
    shopperSession.set('test-token');
    fakeApi({ 'GET /current_user': { body: { ...shopper, email: '' } } });
    const then = vi.fn(async () => undefined);
    await whenShopperSignedIn(createQueryClient(), then);
    fakeApi({
      'GET /current_user': () => {
        shopperSession.set('next-token');
        return { body: shopper };
      },
    });
    await whenShopperSignedIn(createQueryClient(), then);
    expect(then).not.toHaveBeenCalled();
  });

  it('asks for nothing without a stored token', async () => {
    const api = fakeApi({});
    const then = vi.fn(async () => undefined);
    await whenShopperSignedIn(createQueryClient(), then);
    expect(then).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });
});
