import { describe, expect, it } from 'vitest';
import { isAppPagePath } from './app-paths';

describe('app page paths', () => {
  it('knows the pages of the app, with their parameters', () => {
    for (const page of [
      '/',
      '/products',
      '/product/42',
      '/password-reset/abc',
      '/admin/orders',
      '/about',
      '/cart/',
    ])
      expect(isAppPagePath(page), page).toBe(true);
  });

  it('refuses anything else', () => {
    for (const page of [
      '/nope',
      '/product',
      '/product/1/extra',
      '/products/x',
      '/aboutus',
      '/cartx',
    ])
      expect(isAppPagePath(page), page).toBe(false);
  });
});
