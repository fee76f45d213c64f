import { describe, expect, it, vi } from 'vitest';
import { adminSession, createSessionStore, shopperSession } from './session-store';

describe('session stores', () => {
  it("keep the shopper's and the admin's tokens apart", () => {
    shopperSession.set('shopper-token');
    adminSession.set('admin-token');
    expect(localStorage.getItem('access_token')).toBe('shopper-token');
    expect(localStorage.getItem('admin_access_token')).toBe('admin-token');

    adminSession.clear();
    expect(shopperSession.get()).toBe('shopper-token');
    adminSession.set('admin-token');
    shopperSession.clear();
    expect(adminSession.get()).toBe('admin-token');
  });

  it('tell only their own listeners, here and when another tab changes their key', () => {
    const shop = vi.fn();
    const admin = vi.fn();
    const stopShop = shopperSession.subscribe(shop);
    const stopAdmin = adminSession.subscribe(admin);
    shopperSession.set('t');
    expect(shop).toHaveBeenCalledTimes(1);
    expect(admin).not.toHaveBeenCalled();

    window.dispatchEvent(new StorageEvent('storage', { key: 'admin_access_token' }));
    expect(admin).toHaveBeenCalledTimes(1);
    expect(shop).toHaveBeenCalledTimes(1);
    stopShop();
    stopAdmin();
  });

  it('stores the token as it is, under the given key', () => {
    createSessionStore('some_token').set('abc');
    expect(localStorage.getItem('some_token')).toBe('abc');
  });
});
